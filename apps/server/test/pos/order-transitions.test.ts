import { orderStatusSchema, type OrderStatus } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALLOWED_ACTIONS,
  POS_ACTIONS,
  type PosAction,
} from '../../src/features/pos/order-transitions';
import type { PosOrder } from '../../src/features/pos/pos-order-view';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { insertOrder } from './support/orders';
import { staff, type ErrorBody } from './support/staff';

/** The transitions the console documents (order-transitions.ts), written out again here. */
const EXPECTED: Record<OrderStatus, Partial<Record<PosAction, OrderStatus>>> = {
  unconfirmed: { confirm: 'confirmed', reject: 'rejected', cancel: 'cancelled' },
  confirmed: { ready: 'ready', cancel: 'cancelled' },
  ready: { deliver: 'delivered' },
  payment_in_progress: {},
  delivered: {},
  rejected: {},
  cancelled: {},
};

const CASES = orderStatusSchema.options.flatMap((status) =>
  POS_ACTIONS.map((action) => ({ status, action, target: EXPECTED[status][action] ?? null })),
);

const path = (id: number, action: string) => `/pos/api/orders/${String(id)}/${action}`;

describe.each(DATABASE_KINDS)('POS order status actions on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('documents exactly the transitions tested here', () => {
    for (const status of orderStatusSchema.options) {
      expect([...ALLOWED_ACTIONS[status]].sort()).toEqual(Object.keys(EXPECTED[status]).sort());
    }
  });

  it.each(CASES.filter((c) => c.target !== null))(
    'allows $action from $status (to $target)',
    async ({ status, action, target }) => {
      const order = await insertOrder(t, { status });
      const answer = await staff<{ order: PosOrder }>(t, 'POST', path(order.id, action), {});
      expect(answer.status).toBe(200);
      expect(answer.body.order.status).toBe(target);
      const reread = await staff<{ order: PosOrder }>(
        t,
        'GET',
        `/pos/api/orders/${String(order.id)}`,
      );
      expect(reread.body.order.status).toBe(target);
    },
  );

  it.each(CASES.filter((c) => c.target === null))(
    'refuses $action from $status with 409 and the allowed actions',
    async ({ status, action }) => {
      const order = await insertOrder(t, { status });
      const answer = await staff<ErrorBody>(t, 'POST', path(order.id, action), {});
      expect(answer.status).toBe(409);
      expect(answer.body.error_id).toBe('invalid_transition');
      expect(answer.body.details?.allowed_actions).toEqual([...ALLOWED_ACTIONS[status]]);
      const reread = await staff<{ order: PosOrder }>(
        t,
        'GET',
        `/pos/api/orders/${String(order.id)}`,
      );
      expect(reread.body.order.status).toBe(status);
    },
  );

  it('walks an order from unconfirmed to delivered, then refuses a second delivery', async () => {
    const order = await insertOrder(t);
    for (const [action, status] of [
      ['confirm', 'confirmed'],
      ['ready', 'ready'],
      ['deliver', 'delivered'],
    ] as const) {
      const answer = await staff<{ order: PosOrder }>(t, 'POST', path(order.id, action));
      expect(answer.status).toBe(200);
      expect(answer.body.order.status).toBe(status);
    }
    const again = await staff<ErrorBody>(t, 'POST', path(order.id, 'deliver'));
    expect(again.status).toBe(409);
    expect(again.body.error).toContain('delivered');
  });

  it('sets the ETA on confirm from the server clock, keeps it when ready', async () => {
    t.clock.set(new Date('2026-03-02T04:00:00.000Z'));
    const order = await insertOrder(t);
    const confirmed = await staff<{ order: PosOrder }>(t, 'POST', path(order.id, 'confirm'), {
      eta_minutes: 15,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order.eta).toBe('2026-03-02T04:15:00.000Z');
    t.clock.advance(5 * 60_000);
    const ready = await staff<{ order: PosOrder }>(t, 'POST', path(order.id, 'ready'));
    expect(ready.body.order.eta).toBe('2026-03-02T04:15:00.000Z');
  });

  it('confirms without an ETA when none is given', async () => {
    const order = await insertOrder(t);
    const answer = await staff<{ order: PosOrder }>(t, 'POST', path(order.id, 'confirm'));
    expect(answer.status).toBe(200);
    expect(answer.body.order.eta).toBeNull();
  });

  it('lets only one of two simultaneous actions win', async () => {
    const order = await insertOrder(t);
    const answers = await Promise.all([
      staff(t, 'POST', path(order.id, 'confirm'), {}),
      staff(t, 'POST', path(order.id, 'reject'), {}),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it.each([
    ['a negative ETA', { eta_minutes: -1 }, 'body.eta_minutes'],
    ['a fractional ETA', { eta_minutes: 2.5 }, 'body.eta_minutes'],
    ['an ETA as text', { eta_minutes: '15' }, 'body.eta_minutes'],
    ['an ETA over a day', { eta_minutes: 100_000 }, 'body.eta_minutes'],
    ['an unknown field', { eta: 15 }, 'body'],
    ['a list', [15], 'body'],
  ])('answers 400 for %s on confirm', async (_label, body, field) => {
    const order = await insertOrder(t);
    const answer = await staff<ErrorBody>(t, 'POST', path(order.id, 'confirm'), body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(field);
    const reread = await staff<{ order: PosOrder }>(
      t,
      'GET',
      `/pos/api/orders/${String(order.id)}`,
    );
    expect(reread.body.order.status).toBe('unconfirmed');
  });

  it('answers 400 for a body on an action that takes none, and for broken JSON', async () => {
    const order = await insertOrder(t);
    const extra = await staff<ErrorBody>(t, 'POST', path(order.id, 'reject'), { reason: 'x' });
    expect(extra.status).toBe(400);
    const broken = await staff<ErrorBody>(t, 'POST', path(order.id, 'cancel'), undefined, {
      rawBody: '{"eta_minutes":',
    });
    expect(broken.status).toBe(400);
  });

  it('answers 404 for an unknown order and an unknown action', async () => {
    const missing = await staff<ErrorBody>(t, 'POST', path(2_000_000_000, 'confirm'));
    expect(missing.status).toBe(404);
    const order = await insertOrder(t);
    const unknownAction = await staff(t, 'POST', path(order.id, 'eat'));
    expect(unknownAction.status).toBe(404);
  });
});
