import { useEffect, useRef, useState } from 'react';
import { createJoinTimers, type JoinTimers } from '../utils/join-timers';

/** What the join timers call, as a component gives it. */
export interface JoinTimerCallbacks {
  onApprovalTimeout?: () => void;
  onQueueCleared?: () => void;
}

/**
 * The join timers (join-timers.ts) for a component's life: created once, calling the latest
 * callbacks, stopped when the component goes.
 */
export function useJoinTimers(callbacks: JoinTimerCallbacks): JoinTimers {
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });
  const [timers] = useState(() =>
    createJoinTimers({
      onApprovalTimeout: () => {
        latest.current.onApprovalTimeout?.();
      },
      onQueueCleared: () => {
        latest.current.onQueueCleared?.();
      },
    }),
  );
  useEffect(
    () => () => {
      timers.dispose();
    },
    [timers],
  );
  return timers;
}
