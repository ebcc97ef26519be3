import { describe, expect, it } from 'vitest';
import { INITIAL_JOIN_FLOW, isJoinBusy, joinFlow, type JoinFlow } from '../utils/join-flow';
import { tableStatus } from './table-fixtures';

const status = (changes: Parameters<typeof tableStatus>[0] = {}) =>
  ({ type: 'status', answer: tableStatus(changes) }) as const;

const PHASES: readonly JoinFlow[] = [
  { phase: 'idle' },
  { phase: 'offer' },
  { phase: 'sending' },
  { phase: 'waiting', autoJoin: false },
  { phase: 'timed_out' },
  { phase: 'joining', orderId: 9001 },
  { phase: 'joined' },
  { phase: 'rejected' },
  { phase: 'closed' },
];

describe('joinFlow (B§4 Table join)', () => {
  describe('the table status check', () => {
    it('offers to join an open tab the diner has no part in', () => {
      expect(joinFlow(INITIAL_JOIN_FLOW, status())).toEqual({ phase: 'offer' });
    });

    it('offers again after a rejected request (they may ask again)', () => {
      expect(joinFlow(INITIAL_JOIN_FLOW, status({ status: 'rejected' }))).toEqual({
        phase: 'offer',
      });
    });

    it.each(['free', 'payment_in_progress', 'moving'] as const)(
      'offers nothing at a %s table',
      (state) => {
        expect(joinFlow(INITIAL_JOIN_FLOW, status({ table_state: state }))).toEqual({
          phase: 'idle',
        });
      },
    );

    it('offers nothing to a member, nor while nobody may join', () => {
      expect(joinFlow(INITIAL_JOIN_FLOW, status({ status: 'joined' }))).toEqual({ phase: 'idle' });
      expect(joinFlow(INITIAL_JOIN_FLOW, status({ status: 'unavailable' }))).toEqual({
        phase: 'idle',
      });
    });

    it('offers only once a visit: not again after No, nor while a request is out', () => {
      for (const flow of PHASES.filter((entry) => entry.phase !== 'idle')) {
        const next = joinFlow(flow, status());
        expect(next).toBe(flow);
      }
    });

    it('ends the wait when the status says rejected (a missed live answer)', () => {
      for (const flow of [{ phase: 'waiting', autoJoin: false }, { phase: 'timed_out' }] as const) {
        expect(joinFlow(flow, status({ status: 'rejected' }))).toEqual({ phase: 'rejected' });
      }
      // A status read before the request on its way says nothing about it.
      const sending = { phase: 'sending' } as const;
      expect(joinFlow(sending, status({ status: 'rejected' }))).toBe(sending);
    });

    it('goes on waiting for a request already out (a reload while requested)', () => {
      expect(joinFlow(INITIAL_JOIN_FLOW, status({ status: 'requested' }))).toEqual({
        phase: 'waiting',
        autoJoin: false,
      });
      expect(
        joinFlow(INITIAL_JOIN_FLOW, status({ status: 'requested', auto_join_table_enabled: true })),
      ).toEqual({ phase: 'waiting', autoJoin: true });
    });

    it('joins the order when the status says approved (B§4)', () => {
      for (const flow of [
        INITIAL_JOIN_FLOW,
        { phase: 'sending' },
        { phase: 'waiting', autoJoin: true },
        { phase: 'timed_out' },
      ] as const) {
        expect(joinFlow(flow, status({ status: 'approved', order_id: 42 }))).toEqual({
          phase: 'joining',
          orderId: 42,
        });
      }
      expect(joinFlow({ phase: 'closed' }, status({ status: 'approved' }))).toEqual({
        phase: 'closed',
      });
      expect(joinFlow(INITIAL_JOIN_FLOW, status({ status: 'approved', order_id: null }))).toEqual(
        INITIAL_JOIN_FLOW,
      );
    });

    it('keeps joining and joined when the status already says joined', () => {
      const joining: JoinFlow = { phase: 'joining', orderId: 9001 };
      expect(joinFlow(joining, status({ status: 'joined' }))).toBe(joining);
      const joined: JoinFlow = { phase: 'joined' };
      expect(joinFlow(joined, status({ status: 'joined' }))).toBe(joined);
      expect(joinFlow({ phase: 'waiting', autoJoin: false }, status({ status: 'joined' }))).toEqual(
        { phase: 'idle' },
      );
    });
  });

  describe('the request', () => {
    it('is sent from the offer (Yes) and from the timeout popup (Try again) only', () => {
      expect(joinFlow({ phase: 'offer' }, { type: 'send' })).toEqual({ phase: 'sending' });
      expect(joinFlow({ phase: 'timed_out' }, { type: 'send' })).toEqual({ phase: 'sending' });
      for (const flow of PHASES.filter((f) => f.phase !== 'offer' && f.phase !== 'timed_out')) {
        expect(joinFlow(flow, { type: 'send' })).toBe(flow);
      }
    });

    it('waits for a member when requested, with auto-join as the answer said', () => {
      const sending: JoinFlow = { phase: 'sending' };
      expect(
        joinFlow(sending, { type: 'sent', status: 'requested', autoJoin: false, orderId: null }),
      ).toEqual({ phase: 'waiting', autoJoin: false });
      expect(
        joinFlow(sending, { type: 'sent', status: 'requested', autoJoin: true, orderId: null }),
      ).toEqual({ phase: 'waiting', autoJoin: true });
    });

    it('joins at once when approved with the order known (auto-join), else waits for it', () => {
      const sending: JoinFlow = { phase: 'sending' };
      expect(
        joinFlow(sending, { type: 'sent', status: 'approved', autoJoin: true, orderId: 42 }),
      ).toEqual({ phase: 'joining', orderId: 42 });
      expect(
        joinFlow(sending, { type: 'sent', status: 'approved', autoJoin: true, orderId: null }),
      ).toEqual({ phase: 'waiting', autoJoin: true });
    });

    it('closes quietly for a member, rejects for rejected', () => {
      const sending: JoinFlow = { phase: 'sending' };
      expect(
        joinFlow(sending, { type: 'sent', status: 'joined', autoJoin: false, orderId: null }),
      ).toEqual({ phase: 'closed' });
      expect(
        joinFlow(sending, { type: 'sent', status: 'unavailable', autoJoin: false, orderId: null }),
      ).toEqual({ phase: 'closed' });
      expect(
        joinFlow(sending, { type: 'sent', status: 'rejected', autoJoin: false, orderId: null }),
      ).toEqual({ phase: 'rejected' });
    });

    it('ignores an answer that arrives when nothing is being sent', () => {
      const waiting: JoinFlow = { phase: 'waiting', autoJoin: false };
      expect(
        joinFlow(waiting, { type: 'sent', status: 'requested', autoJoin: false, orderId: null }),
      ).toBe(waiting);
    });
  });

  describe('the wait', () => {
    it('times out from waiting only', () => {
      expect(joinFlow({ phase: 'waiting', autoJoin: false }, { type: 'timeout' })).toEqual({
        phase: 'timed_out',
      });
      for (const flow of PHASES.filter((f) => f.phase !== 'waiting')) {
        expect(joinFlow(flow, { type: 'timeout' })).toBe(flow);
      }
    });

    it("ends with a member's answer while sending, waiting or timed out", () => {
      for (const flow of [
        { phase: 'sending' },
        { phase: 'waiting', autoJoin: false },
        { phase: 'timed_out' },
      ] as const) {
        expect(joinFlow(flow, { type: 'answered', approved: true, orderId: 7 })).toEqual({
          phase: 'joining',
          orderId: 7,
        });
        expect(joinFlow(flow, { type: 'answered', approved: false, orderId: 7 })).toEqual({
          phase: 'rejected',
        });
      }
    });

    it('ignores an answer nobody is waiting for (after Cancel, or a second answer)', () => {
      for (const flow of PHASES.filter(
        (f) => f.phase !== 'sending' && f.phase !== 'waiting' && f.phase !== 'timed_out',
      )) {
        expect(joinFlow(flow, { type: 'answered', approved: true, orderId: 7 })).toBe(flow);
      }
    });
  });

  it('closes on No, Cancel, OK, the rejection shown or a failed call', () => {
    for (const flow of PHASES) {
      expect(joinFlow(flow, { type: 'close' })).toEqual({ phase: 'closed' });
    }
    const closed: JoinFlow = { phase: 'closed' };
    expect(joinFlow(closed, { type: 'close' })).toBe(closed);
  });

  it('is joined once the order took the cart', () => {
    expect(joinFlow({ phase: 'joining', orderId: 7 }, { type: 'joined' })).toEqual({
      phase: 'joined',
    });
    for (const flow of PHASES.filter((f) => f.phase !== 'joining')) {
      expect(joinFlow(flow, { type: 'joined' })).toBe(flow);
    }
  });

  it('shows the blocking loader while sending, waiting and joining', () => {
    expect(PHASES.filter(isJoinBusy).map((flow) => flow.phase)).toEqual([
      'sending',
      'waiting',
      'joining',
    ]);
  });
});
