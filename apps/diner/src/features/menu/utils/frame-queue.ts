/** A queue that runs one task per animation frame. */
export interface FrameQueue {
  /** Queues a task; the returned function takes it back out if it has not run yet. */
  push(task: () => void): () => void;
}

/**
 * Creates a queue that runs its tasks one per animation frame, in the order they came, so work
 * that arrives in a burst (a fast scroll bringing many chunks of cards near at once) is spread
 * over frames instead of freezing one.
 *
 * @param requestFrame - the frame scheduler (the browser's requestAnimationFrame by default)
 */
export function createFrameQueue(
  requestFrame: (callback: () => void) => void = (callback) => {
    requestAnimationFrame(callback);
  },
): FrameQueue {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const schedule = () => {
    if (scheduled || waiting.length === 0) return;
    scheduled = true;
    requestFrame(() => {
      scheduled = false;
      waiting.shift()?.();
      schedule();
    });
  };
  return {
    push(task) {
      waiting.push(task);
      schedule();
      return () => {
        const index = waiting.indexOf(task);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
  };
}
