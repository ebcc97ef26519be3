import type { AppContext } from '../app-context';
import type { RealtimePublisher } from '../ports/realtime-publisher';

type PublishArgs = Parameters<RealtimePublisher['publish']>;

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
  const held: PublishArgs[] = [];
  const publisher: RealtimePublisher = {
    publish: (...args: PublishArgs) => {
      held.push(args);
    },
  };
  return {
    publisher,
    flush() {
      for (const args of held.splice(0)) app.realtime.publish(...args);
    },
  };
}
