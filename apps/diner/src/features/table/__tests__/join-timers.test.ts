import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createJoinTimers,
  JOIN_APPROVAL_WAIT_MS,
  JOIN_QUEUE_CLEAR_MS,
  type JoinTimers,
} from '../utils/join-timers';

describe('createJoinTimers (B§4 Table join, B§9)', () => {
  let onApprovalTimeout: ReturnType<typeof vi.fn<() => void>>;
  let onQueueCleared: ReturnType<typeof vi.fn<() => void>>;
  let timers: JoinTimers;

  beforeEach(() => {
    vi.useFakeTimers();
    onApprovalTimeout = vi.fn<() => void>();
    onQueueCleared = vi.fn<() => void>();
    timers = createJoinTimers({ onApprovalTimeout, onQueueCleared });
  });

  afterEach(() => {
    timers.dispose();
    vi.useRealTimers();
  });

  it('waits 10 s for approval and 10 s before clearing the queue (B§9)', () => {
    expect(JOIN_APPROVAL_WAIT_MS).toBe(10_000);
    expect(JOIN_QUEUE_CLEAR_MS).toBe(10_000);
  });

  describe('the approval wait', () => {
    it('times out 10 s after the request, not a moment earlier, and only once', () => {
      timers.awaitApproval(false);
      vi.advanceTimersByTime(JOIN_APPROVAL_WAIT_MS - 1);
      expect(onApprovalTimeout).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onApprovalTimeout).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(JOIN_APPROVAL_WAIT_MS * 3);
      expect(onApprovalTimeout).toHaveBeenCalledOnce();
    });

    it('starts no wait with auto-join on, and stops a running one', () => {
      timers.awaitApproval(false);
      vi.advanceTimersByTime(5_000);
      timers.awaitApproval(true);
      vi.advanceTimersByTime(JOIN_APPROVAL_WAIT_MS * 2);
      expect(onApprovalTimeout).not.toHaveBeenCalled();
    });

    it('stops when an answer comes (approved or rejected stops the timer)', () => {
      timers.awaitApproval(false);
      vi.advanceTimersByTime(9_000);
      timers.stopApproval();
      vi.advanceTimersByTime(JOIN_APPROVAL_WAIT_MS);
      expect(onApprovalTimeout).not.toHaveBeenCalled();
    });

    it('restarts the full 10 s when the request is sent again (Try again)', () => {
      timers.awaitApproval(false);
      vi.advanceTimersByTime(JOIN_APPROVAL_WAIT_MS);
      expect(onApprovalTimeout).toHaveBeenCalledOnce();
      timers.awaitApproval(false);
      vi.advanceTimersByTime(6_000);
      timers.awaitApproval(false);
      vi.advanceTimersByTime(JOIN_APPROVAL_WAIT_MS - 1);
      expect(onApprovalTimeout).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(1);
      expect(onApprovalTimeout).toHaveBeenCalledTimes(2);
    });
  });

  describe('the queue clear', () => {
    it('clears the queue 10 s after a request is shown without action', () => {
      timers.watchQueue('800@a');
      vi.advanceTimersByTime(JOIN_QUEUE_CLEAR_MS - 1);
      expect(onQueueCleared).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onQueueCleared).toHaveBeenCalledOnce();
    });

    it('does not extend the wait when the same request is shown again', () => {
      timers.watchQueue('800@a');
      vi.advanceTimersByTime(6_000);
      timers.watchQueue('800@a');
      vi.advanceTimersByTime(4_000);
      expect(onQueueCleared).toHaveBeenCalledOnce();
    });

    it('gives the next request a fresh 10 s once the member acted on the first', () => {
      timers.watchQueue('800@a');
      vi.advanceTimersByTime(6_000);
      timers.watchQueue('801@b');
      vi.advanceTimersByTime(6_000);
      expect(onQueueCleared).not.toHaveBeenCalled();
      vi.advanceTimersByTime(4_000);
      expect(onQueueCleared).toHaveBeenCalledOnce();
    });

    it('stops when the queue is empty', () => {
      timers.watchQueue('800@a');
      timers.watchQueue(null);
      vi.advanceTimersByTime(JOIN_QUEUE_CLEAR_MS * 2);
      expect(onQueueCleared).not.toHaveBeenCalled();
    });

    it('watches the same request again after the queue was cleared', () => {
      timers.watchQueue('800@a');
      vi.advanceTimersByTime(JOIN_QUEUE_CLEAR_MS);
      timers.watchQueue('800@a');
      vi.advanceTimersByTime(JOIN_QUEUE_CLEAR_MS);
      expect(onQueueCleared).toHaveBeenCalledTimes(2);
    });
  });

  it('keeps the two clocks apart, and dispose stops both', () => {
    timers.awaitApproval(false);
    timers.watchQueue('800@a');
    timers.stopApproval();
    vi.advanceTimersByTime(JOIN_QUEUE_CLEAR_MS);
    expect(onQueueCleared).toHaveBeenCalledOnce();
    expect(onApprovalTimeout).not.toHaveBeenCalled();

    timers.awaitApproval(false);
    timers.watchQueue('801@b');
    timers.dispose();
    vi.advanceTimersByTime(JOIN_APPROVAL_WAIT_MS * 2);
    expect(onApprovalTimeout).not.toHaveBeenCalled();
    expect(onQueueCleared).toHaveBeenCalledOnce();
  });
});
