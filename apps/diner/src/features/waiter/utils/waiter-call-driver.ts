import {
  nextWaiterDeadline,
  WAITER_CALL_IDLE,
  waiterCallReducer,
  type WaiterCall,
  type WaiterCallEvent,
} from './waiter-call-machine';

type WithoutTime<E> = E extends unknown ? Omit<E, 'at'> : never;

/** An event for the driver, which stamps it with the time it is sent. */
export type WaiterCallInput = WithoutTime<WaiterCallEvent>;

/** The waiter call's store: its state, the events it is sent, and a timer at its next deadline. */
export interface WaiterCallDriver {
  getState: () => WaiterCall;
  send: (event: WaiterCallInput) => void;
  /** Listens to changes; the deadline's timer runs while someone listens. Returns the remover. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Runs {@link waiterCallReducer} on the clock: each event is stamped with `Date.now()`, and one
 * timer waits for the call's next deadline (read at call time, so test fakes of the globals
 * apply). The timer runs only while something listens, so an unmounted screen leaves none.
 *
 * @example
 * ```ts
 * const driver = createWaiterCallDriver();
 * const stop = driver.subscribe(render);
 * driver.send({ type: 'called' });
 * ```
 */
export function createWaiterCallDriver(initial: WaiterCall = WAITER_CALL_IDLE): WaiterCallDriver {
  let state = initial;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  const schedule = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const deadline = nextWaiterDeadline(state);
    if (deadline === null || listeners.size === 0) return;
    timer = setTimeout(
      () => {
        timer = null;
        send({ type: 'tick' });
      },
      Math.max(0, deadline - Date.now()),
    );
  };

  const send = (event: WaiterCallInput) => {
    const next = waiterCallReducer(state, { ...event, at: Date.now() });
    if (next !== state) {
      state = next;
      for (const listener of listeners) listener();
    }
    schedule();
  };

  return {
    getState: () => state,
    send,
    subscribe: (listener) => {
      listeners.add(listener);
      // Catch up on deadlines passed while nobody listened, then wait for the next.
      send({ type: 'tick' });
      return () => {
        listeners.delete(listener);
        schedule();
      };
    },
  };
}
