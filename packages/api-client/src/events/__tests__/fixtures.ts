import type { ChannelKey, EventName, EventPayloadInput } from '../registry';

const reference = 'u77-c4-1732094400';

/** One payload per event, written from the shapes B§7 and B§4 give (and our choices). */
export const PAYLOAD_FIXTURES: {
  readonly [C in ChannelKey]: { readonly [E in EventName<C>]: EventPayloadInput<C, E> };
} = {
  dine_in_events: {
    waiter_acknowledged: { table_id: 5 },
    waiter_call_updated: {
      table_id: 5,
      waiter_call: { status: 'requested', changes_at: '2026-11-20T18:50:30+04:00' },
    },
    table_updated: { type: 'merged', table_id: 5 },
    order_placed: { table_id: 5, user_id: 77 },
    authorize_join_table: { customer_id: 91, is_approved: true, order_id: 1200 },
    payment_recorded: {
      payment_source: 'web_pos',
      has_payment_completed: false,
      paid_customers: [77],
    },
    join_request: {
      request: {
        customer_id: 91,
        items: [{ id: 3, name: 'Flat white', count: 2 }],
        name: 'Aisha',
        expires_at: '2026-11-20T18:50:10+04:00',
      },
    },
    track_order_status: { status: 'confirmed' },
    table_moved: { table_id: 6 },
    equal_split_queue_updated: {
      table_id: 5,
      equalSplitUserQueue: [
        { user_id: 77, paid: true },
        { user_id: 0, paid: false },
        { user_id: 91, paid: false },
      ],
    },
    manual_split_screen_occupied: { user_id: 77, table_id: 5 },
    split_bill_generated: { order_id: 1200, split_type: 'equal', split_by: 'pos' },
  },
  track_order: {
    billing_initiated: { order_id: 1200 },
    order_updated: { order_id: 1200, updated_by: 'pos' },
    status_updated: { status: 'ready', eta: '2026-11-20T09:30:00+04:00' },
  },
  private_stripe_connect_transaction: {
    payment_intent_created: {
      client_secret: 'pi_3Q_secret_9f8e',
      reference_id: reference,
      return_url: `https://tabula.example/payment-processing?reference=${reference}&type=stripe_connect`,
    },
    payment_intent_failed: { error: 'Your card was declined.' },
    payment_succeeded: { reference_id: reference },
    payment_failed: { reference_id: reference, error: null },
    payment_cancelled: { reference_id: reference },
  },
  private_mastercard_transaction: {
    merchant_session_created: {
      merchant_session: {
        epochTimestamp: 1732094400000,
        merchantSessionIdentifier: 'SSH4F2A',
        signature: '308006',
      },
    },
    payment_succeeded: {
      reference_id: reference,
      payment_intent_id: 'pi_1',
      earned_loyalty: '12.5',
    },
    payment_failed: { reference_id: reference, error: 'Declined by the issuer' },
  },
  mastercard_authentication: {
    authentication_completed: { reference_id: reference },
    authentication_failed: { reference_id: reference, error: null },
  },
};
