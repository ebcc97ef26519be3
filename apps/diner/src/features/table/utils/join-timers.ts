// spec: B§9 Join approval wait, 10 s.
/** How long a joining diner waits for a member's answer before the timeout popup. */
export const JOIN_APPROVAL_WAIT_MS = 10_000;

// spec: B§9 Join queue auto-clear, 10 s.
/** How long a member's join-request popup waits for Accept or Reject before the queue clears. */
export const JOIN_QUEUE_CLEAR_MS = 10_000;

/** What the timers call when they run out. */
export interface JoinTimerHandlers {
  /** No member answered the join request in time (B§4: the timeout popup). */
  onApprovalTimeout: () => void;
  /** The member left the request shown without acting (B§4: the queue is cleared). */
  onQueueCleared: () => void;
}

/** The two clocks of table joining: the joining diner's wait and the member's queue. */
export interface JoinTimers {
  /**
   * The join request was sent (or sent again): waits for an answer, restarting the wait. With
   * auto-join on no wait starts (B§4: "unless auto-join"), and one running stops.
   */
  awaitApproval: (autoJoin: boolean) => void;
  /** An answer came (approved or rejected) or the diner gave up: the wait stops. */
  stopApproval: () => void;
  /**
   * The member's popup shows the request with this key (null: none). A new key starts a fresh
   * wait; the same key leaves the running one alone, so showing a request again never extends it.
   */
  watchQueue: (requestKey: string | null) => void;
  /** Stops both clocks (the screen went away). */
  dispose: () => void;
}

/**
 * The timers of table joining (B§4 Table join, B§9), without React: the screens tell it what
 * happened and it calls back when a wait runs out. Each clock runs at most once at a time.
 *
 * @param handlers - what to call when a wait runs out
 * @returns the clocks' controls
 * @example
 * ```ts
 * const timers = createJoinTimers({ onApprovalTimeout: showTimeout, onQueueCleared: clearQueue });
 * timers.awaitApproval(false); // 10 s later: showTimeout()
 * ```
 */
export function createJoinTimers(handlers: JoinTimerHandlers): JoinTimers {
  let approval: ReturnType<typeof setTimeout> | null = null;
  let queue: ReturnType<typeof setTimeout> | null = null;
  let watchedKey: string | null = null;

  const stopApproval = () => {
    if (approval !== null) clearTimeout(approval);
    approval = null;
  };
  const stopQueue = () => {
    if (queue !== null) clearTimeout(queue);
    queue = null;
  };

  return {
    awaitApproval: (autoJoin) => {
      stopApproval();
      if (autoJoin) return;
      approval = setTimeout(() => {
        approval = null;
        handlers.onApprovalTimeout();
      }, JOIN_APPROVAL_WAIT_MS);
    },
    stopApproval,
    watchQueue: (requestKey) => {
      if (requestKey === watchedKey) return;
      watchedKey = requestKey;
      stopQueue();
      if (requestKey === null) return;
      queue = setTimeout(() => {
        queue = null;
        watchedKey = null;
        handlers.onQueueCleared();
      }, JOIN_QUEUE_CLEAR_MS);
    },
    dispose: () => {
      stopApproval();
      stopQueue();
      watchedKey = null;
    },
  };
}
