import type { AppContext } from '../app-context';
import type { RealtimePublisher } from '../ports/realtime-publisher';

type Held =
  | { kind: 'publish'; args: Parameters<RealtimePublisher['publish']> }
  | { kind: 'admit'; args: Parameters<RealtimePublisher['admit']> }
  | { kind: 'dismissAll'; args: Parameters<RealtimePublisher['dismissAll']> }
  | { kind: 'endStaff'; args: Parameters<RealtimePublisher['endStaff']> };

/** A publisher that holds events until {@link DeferredPublisher.flush}. */
export interface DeferredPublisher {
  publisher: RealtimePublisher;
  /** Sends every held event through the real publisher, in order. */
  flush(): void;
}

/**
 * Holds the live events of a database transaction until it commits, so a diner never hears of a
 * change that was rolled back (B§7 live events; spec: issue 4, nothing acknowledged is lost).
 */
export function deferredPublisher(app: AppContext): DeferredPublisher {
  const held: Held[] = [];
  const publisher: RealtimePublisher = {
    publish: (...args) => {
      held.push({ kind: 'publish', args });
    },
    admit: (...args) => {
      held.push({ kind: 'admit', args });
    },
    dismissAll: (...args) => {
      held.push({ kind: 'dismissAll', args });
    },
    endStaff: (...args) => {
      held.push({ kind: 'endStaff', args });
    },
  };
  return {
    publisher,
    flush() {
      for (const op of held.splice(0)) {
        if (op.kind === 'publish') app.realtime.publish(...op.args);
        else if (op.kind === 'admit') app.realtime.admit(...op.args);
        else if (op.kind === 'dismissAll') app.realtime.dismissAll(...op.args);
        else app.realtime.endStaff(...op.args);
      }
    },
  };
}
