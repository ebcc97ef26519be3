import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { ChannelDefinition } from '../define-channel';
import type { ChannelKeyOf, EventName, EventPayload } from '../registry';
import { CHANNEL_EVENT_NAMES, CHANNEL_KEYS, CHANNELS } from '../registry';
import { PAYLOAD_FIXTURES } from './fixtures';

/** B§7 "Real-time channels and events", copied by hand: the registry must match it. */
const SPEC_B7: Readonly<Record<string, readonly string[]>> = {
  dine_in_events_: [
    'waiter_acknowledged',
    // our choice, beyond B§7: staff and members see a waiter call live.
    'waiter_call_updated',
    'table_updated',
    'order_placed',
    'authorize_join_table',
    'payment_recorded',
    'join_request',
    'track_order_status',
    'table_moved',
    'equal_split_queue_updated',
    'manual_split_screen_occupied',
    'split_bill_generated',
  ],
  track_order_: ['billing_initiated', 'order_updated', 'status_updated'],
  private_stripe_connect_transaction_: [
    'payment_intent_created',
    'payment_intent_failed',
    'payment_succeeded',
    'payment_failed',
    'payment_cancelled',
  ],
  private_mastercard_transaction_: [
    'merchant_session_created',
    'payment_succeeded',
    'payment_failed',
  ],
  mastercard_authentication_: ['authentication_completed', 'authentication_failed'],
};

const definitions = (): ChannelDefinition[] => CHANNEL_KEYS.map((key) => CHANNELS[key]);

describe('the channel registry', () => {
  it('has exactly the channels and events of B§7', () => {
    const registry = Object.fromEntries(
      definitions().map((channel) => [channel.prefix, Object.keys(channel.events).sort()]),
    );
    const spec = Object.fromEntries(
      Object.entries(SPEC_B7).map(([prefix, events]) => [prefix, [...events].sort()]),
    );
    expect(registry).toEqual(spec);
  });

  it('names each channel parameter as B§7 does', () => {
    expect(definitions().map((channel) => `${channel.prefix}{${channel.paramName}}`)).toEqual([
      'dine_in_events_{tableId}',
      'track_order_{orderId}',
      'private_stripe_connect_transaction_{reference}',
      'private_mastercard_transaction_{reference}',
      'mastercard_authentication_{reference}',
    ]);
  });

  it('lists the event names per channel as constants', () => {
    expect(CHANNEL_EVENT_NAMES.track_order).toEqual([
      'billing_initiated',
      'order_updated',
      'status_updated',
    ]);
    for (const key of CHANNEL_KEYS) {
      expect(CHANNEL_EVENT_NAMES[key]).toEqual(Object.keys(CHANNELS[key].events));
    }
  });

  it('says where every event comes from, and marks every payload the spec does not give', () => {
    for (const channel of definitions()) {
      for (const [event, definition] of Object.entries(channel.events)) {
        expect(definition.source, event).toMatch(/^[AB]§\d/);
        if (definition.source !== 'B§7' || definition.choice !== undefined) continue;
        // A payload exactly as B§7 writes it: B§7 must name its fields.
        expect(definition.schema, event).toBeInstanceOf(z.ZodObject);
      }
    }
    const choices = definitions().flatMap((channel) =>
      Object.entries(channel.events)
        .filter(([, definition]) => definition.choice !== undefined)
        .map(([event]) => `${channel.key}.${event}`),
    );
    expect(choices).toEqual(
      expect.arrayContaining([
        'dine_in_events.waiter_acknowledged',
        'dine_in_events.waiter_call_updated',
        'dine_in_events.equal_split_queue_updated',
        'dine_in_events.manual_split_screen_occupied',
        'dine_in_events.split_bill_generated',
        'private_stripe_connect_transaction.payment_succeeded',
        'private_stripe_connect_transaction.payment_failed',
        'private_stripe_connect_transaction.payment_cancelled',
        'private_mastercard_transaction.payment_failed',
        'mastercard_authentication.authentication_completed',
        'mastercard_authentication.authentication_failed',
      ]),
    );
  });

  it('types payloads and event names per channel', () => {
    expectTypeOf<EventName<'mastercard_authentication'>>().toEqualTypeOf<
      'authentication_completed' | 'authentication_failed'
    >();
    expectTypeOf<EventPayload<'track_order', 'status_updated'>>().toEqualTypeOf<{
      status:
        | 'unconfirmed'
        | 'confirmed'
        | 'ready'
        | 'delivered'
        | 'rejected'
        | 'cancelled'
        | 'payment_in_progress';
      eta: string | null;
    }>();
    expectTypeOf<
      EventPayload<'private_mastercard_transaction', 'payment_succeeded'>['payment_intent_id']
    >().toEqualTypeOf<string | null>();
    expectTypeOf<ChannelKeyOf<'track_order_42'>>().toEqualTypeOf<'track_order'>();
    expectTypeOf<ChannelKeyOf<'orders_42'>>().toBeNever();
  });
});

describe('the payload schemas', () => {
  it('have a fixture for every event', () => {
    for (const key of CHANNEL_KEYS) {
      expect(Object.keys(PAYLOAD_FIXTURES[key]).sort(), key).toEqual(
        Object.keys(CHANNELS[key].events).sort(),
      );
    }
  });

  it('parse every fixture', () => {
    for (const channel of definitions()) {
      const fixtures: Readonly<Record<string, unknown>> = PAYLOAD_FIXTURES[channel.key as never];
      for (const [event, definition] of Object.entries(channel.events)) {
        const result = definition.schema.safeParse(fixtures[event]);
        expect(
          result.success ? 'ok' : z.prettifyError(result.error),
          `${channel.key}.${event}`,
        ).toBe('ok');
      }
    }
  });

  it('reject a payload missing a field, naming the field', () => {
    for (const channel of definitions()) {
      const fixtures: Readonly<Record<string, unknown>> = PAYLOAD_FIXTURES[channel.key as never];
      for (const [event, definition] of Object.entries(channel.events)) {
        const fixture = fixtures[event] as Record<string, unknown>;
        const [field] = Object.keys(fixture);
        expect(field, event).toBeDefined();
        const rest = Object.fromEntries(Object.entries(fixture).filter(([key]) => key !== field));
        const result = definition.schema.safeParse(rest);
        expect(result.success, `${channel.key}.${event} without ${String(field)}`).toBe(false);
        if (!result.success) expect(z.prettifyError(result.error)).toContain(`at ${String(field)}`);
      }
    }
  });

  it('reject what the spec rules out, with a readable message', () => {
    const {
      dine_in_events: table,
      track_order: order,
      private_mastercard_transaction: wallet,
    } = CHANNELS;
    const fiveItems = Array.from({ length: 5 }, (_, index) => ({
      id: index + 1,
      name: 'Tea',
      count: 1,
    }));
    const tooMany = table.events.join_request.schema.safeParse({
      request: { customer_id: 9, items: fiveItems },
    });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error && z.prettifyError(tooMany.error)).toMatch(
      /at most 4 items[\s\S]*request\.items/,
    );

    const status = order.events.status_updated.schema.safeParse({ status: 'shipped', eta: null });
    expect(status.error && z.prettifyError(status.error)).toMatch(/Invalid option[\s\S]*at status/);

    const type = table.events.table_updated.schema.safeParse({ type: 'closed', table_id: 5 });
    expect(type.success).toBe(false);

    const points = wallet.events.payment_succeeded.schema.safeParse({
      reference_id: 'r1',
      payment_intent_id: 'pi',
      earned_loyalty: 12.5,
    });
    expect(points.error && z.prettifyError(points.error)).toMatch(/at earned_loyalty/);

    const eta = order.events.status_updated.schema.safeParse({ status: 'ready', eta: '9:30' });
    expect(eta.success).toBe(false);
  });
});
