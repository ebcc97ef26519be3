import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createEventEnvelope, parseEventEnvelope } from '../envelope';
import {
  eventEnvelopeSchema,
  SOCKET_EVENTS,
  subscriptionAckSchema,
  subscriptionRequestSchema,
} from '../protocol';

describe('the wire protocol', () => {
  it('names the socket.io events', () => {
    expect(SOCKET_EVENTS).toEqual({
      subscribe: 'subscribe',
      unsubscribe: 'unsubscribe',
      event: 'event',
    });
  });

  it('checks subscribe requests and acks', () => {
    expect(subscriptionRequestSchema.safeParse({ channel: 'track_order_4' }).success).toBe(true);
    const bad = subscriptionRequestSchema.safeParse({ channel: 'track_order_x' });
    expect(bad.error && z.prettifyError(bad.error)).toMatch(/channel name[\s\S]*at channel/);
    expect(subscriptionAckSchema.parse({ ok: true })).toEqual({ ok: true });
    expect(subscriptionAckSchema.parse({ ok: false, error: 'forbidden' })).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect(subscriptionAckSchema.safeParse({ ok: false }).success).toBe(false);
  });

  it('checks the envelope, not the payload', () => {
    expect(
      eventEnvelopeSchema.safeParse({ channel: 'track_order_4', event: 'x', payload: 1 }).success,
    ).toBe(true);
    expect(eventEnvelopeSchema.safeParse({ channel: 'track_order_4', event: '' }).success).toBe(
      false,
    );
  });
});

describe('parseEventEnvelope', () => {
  it('parses the payload with the schema of the event of that channel', () => {
    const stripe = parseEventEnvelope({
      channel: 'private_stripe_connect_transaction_r1',
      event: 'payment_succeeded',
      payload: { reference_id: 'r1' },
    });
    expect(stripe).toEqual({
      success: true,
      data: {
        channel: 'private_stripe_connect_transaction_r1',
        event: 'payment_succeeded',
        payload: { reference_id: 'r1' },
      },
    });
    // The same event name on the Mastercard channel needs payment_intent_id (B§4 Apple Pay).
    const wallet = parseEventEnvelope({
      channel: 'private_mastercard_transaction_r1',
      event: 'payment_succeeded',
      payload: { reference_id: 'r1' },
    });
    expect(wallet.success).toBe(false);
    if (!wallet.success) {
      expect(wallet.error.issues.map((issue) => issue.path.join('.'))).toEqual([
        'payload.payment_intent_id',
        'payload.earned_loyalty',
      ]);
    }
  });

  it('refuses an event the channel does not have', () => {
    const result = parseEventEnvelope({
      channel: 'track_order_1',
      event: 'table_moved',
      payload: { table_id: 1 },
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(z.prettifyError(result.error)).toContain(
        '"table_moved" is not an event of track_order',
      );
    }
    const inherited = parseEventEnvelope({ channel: 'track_order_1', event: 'toString' });
    expect(inherited.success).toBe(false);
  });
});

describe('createEventEnvelope', () => {
  it('builds a typed envelope from a valid payload', () => {
    const envelope = createEventEnvelope('track_order_7', 'status_updated', {
      status: 'confirmed',
      eta: null,
    });
    expect(envelope).toEqual({
      channel: 'track_order_7',
      event: 'status_updated',
      payload: { status: 'confirmed', eta: null },
    });
    expectTypeOf(envelope.payload.status).toEqualTypeOf<
      | 'unconfirmed'
      | 'confirmed'
      | 'ready'
      | 'delivered'
      | 'rejected'
      | 'cancelled'
      | 'payment_in_progress'
    >();
  });

  it('throws instead of sending a payload the contract refuses', () => {
    expect(() =>
      createEventEnvelope('dine_in_events_3', 'table_updated', {
        // @ts-expect-error not a type of table_updated
        type: 'closed',
        table_id: 3,
      }),
    ).toThrow(z.ZodError);
  });
});
