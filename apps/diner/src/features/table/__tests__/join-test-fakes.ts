import type * as joinTimers from '../utils/join-timers';
import type { JoinTimerHandlers } from '../utils/join-timers';

/*
 * The fakes the table feature's component tests hand to vi.mock: the realtime client and the
 * join timers. This module imports no component, so a vi.mock factory may load it.
 */

/** What the fake realtime client was asked: each channel's handlers. */
export type Subscriptions = Map<string, Record<string, ((payload: unknown) => void) | undefined>>;

/** What the fake join timers were asked, and their handlers, to run a clock out by hand. */
export interface TimerLog {
  handlers: JoinTimerHandlers[];
  calls: string[];
}

/**
 * The fake of listenLive for vi.mock, recording each channel's handlers (the handlers of every
 * hook listening to one channel).
 */
export function fakeRealtime(subscriptions: Subscriptions) {
  return {
    listenLive: (channel: string, handlers: Record<string, (payload: unknown) => void>) => {
      subscriptions.set(channel, { ...subscriptions.get(channel), ...handlers });
      return () => {
        subscriptions.delete(channel);
      };
    },
    onRealtimeResync: () => () => undefined,
  };
}

/** Wraps createJoinTimers for vi.mock, logging every call and keeping the handlers. */
export function recordTimers(original: typeof joinTimers, log: TimerLog): typeof joinTimers {
  return {
    ...original,
    createJoinTimers: (handlers) => {
      log.handlers.push(handlers);
      const timers = original.createJoinTimers(handlers);
      return {
        awaitApproval: (autoJoin) => {
          log.calls.push(`awaitApproval(${String(autoJoin)})`);
          timers.awaitApproval(autoJoin);
        },
        stopApproval: () => {
          log.calls.push('stopApproval');
          timers.stopApproval();
        },
        watchQueue: (key) => {
          log.calls.push(`watchQueue(${String(key)})`);
          timers.watchQueue(key);
        },
        dispose: timers.dispose,
      };
    },
  };
}

/** Runs a clock out at once, for every host rendered. */
export function runOut(log: TimerLog, clock: keyof JoinTimerHandlers): void {
  for (const handlers of log.handlers) handlers[clock]();
}
