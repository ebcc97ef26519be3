import { pages } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema';
import { loadVenue } from '../../src/venue/venue';
import { currentVenue, settlingVenue, venueSnapshots } from '../../src/venue/venue-snapshots';
import { signedInDiner } from '../support/accounts';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { cafePayload } from '../payments/support/checkout';
import { paymentTypesOf } from './mastercard-support';
import { newReference } from './support';

/*
 * Issue 31: a card provider without configuration (no keys of a restaurant's, no card sandbox
 * playing it) is not offered, and every call that would reach it is refused before anything is
 * stored. This server has the Mastercard gateway, and neither Stripe nor Adyen.
 */
describe('a server without Stripe or Adyen', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { stripe: null, adyen: null });
  });
  afterAll(() => t.close());

  const refusal = { error_id: 'payment_type_unavailable' };

  it("offers neither on the checkout, and still offers the gateway and the venue's other types", async () => {
    const { diner } = await signedInDiner(t);
    const answer = await diner.get(pages.checkout.path);
    expect(answer.status).toBe(200);
    const offered = paymentTypesOf(answer.body).map((type) => type.payment_type);
    expect(offered).not.toContain('stripe_connect');
    expect(offered).not.toContain('stripe');
    expect(offered).not.toContain('adyen');
    expect(offered).toContain('mastercard');
    expect(offered).toContain('cash');
  });

  it('refuses to start a connected card, a Stripe direct intent or an Adyen payment, storing nothing', async () => {
    const { diner } = await signedInDiner(t);
    const stored = async () => (await t.context.db.select().from(payments)).length;
    const before = await stored();

    const card = await cafePayload(t, diner, { paymentType: 'stripe_connect' });
    const intent = await diner.post(
      '/sapaad_payments/stripe_connect/v1/payment_intents',
      { order_details: card, reference_id: newReference() },
      Diner.idempotent(),
    );
    expect(intent.status).toBe(422);
    expect(intent.body).toMatchObject(refusal);

    const direct = await cafePayload(t, diner, { paymentType: 'stripe' });
    const directIntent = await diner.post(
      '/payments/stripe/v1/payment_intents',
      { order_details: direct, reference_code: newReference(), save_card: false },
      Diner.idempotent(),
    );
    expect(directIntent.status).toBe(422);
    expect(directIntent.body).toMatchObject(refusal);

    const adyen = await cafePayload(t, diner, { paymentType: 'adyen' });
    const transaction = await diner.post(
      '/payments/adyen/v1/transactions',
      { payment_method: { type: 'scheme' }, order_details: adyen },
      Diner.idempotent(),
    );
    expect(transaction.status).toBe(422);
    expect(transaction.body).toMatchObject(refusal);
    const modes = await diner.get('/payments/adyen/v1/payment_modes?amount=6.00');
    expect(modes.status).toBe(422);
    expect(modes.body).toMatchObject(refusal);

    expect(await stored()).toBe(before);
    const mine = await t.context.db.select().from(payments).where(eq(payments.provider, 'adyen'));
    expect(mine).toHaveLength(0);
  });

  it('settles a payment already taken under its own stored type, from the snapshot as before it', async () => {
    const ids = { outletId: t.seed.cafe.outletId };
    const storedTypes = (await loadVenue(t.context.db, ids)).paymentTypes;
    expect(storedTypes.map((type) => type.payment_type)).toContain('stripe_connect');
    // Before the outlet's snapshot is built (read from the database), then from the snapshot.
    const first = await settlingVenue(t.context, t.context.db, ids);
    await venueSnapshots(t.context).get(ids.outletId);
    const fromSnapshot = await settlingVenue(t.context, t.context.db, ids);
    expect(first.paymentTypes).toEqual(storedTypes);
    expect(fromSnapshot.paymentTypes).toEqual(storedTypes);
    expect(fromSnapshot.menu).toBe((await venueSnapshots(t.context).get(ids.outletId)).venue.menu);
    // What is offered still leaves the unconfigured providers out.
    const offered = (await currentVenue(t.context, t.context.db, ids)).paymentTypes;
    expect(offered.map((type) => type.payment_type)).not.toContain('stripe_connect');
    expect({ ...fromSnapshot, paymentTypes: offered }).toEqual(
      await currentVenue(t.context, t.context.db, ids),
    );
  });

  it("answers a provider's notification with the refusal, not a crash", async () => {
    const stripe = await fetch(`${t.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(stripe.status).toBe(422);
    const adyen = await fetch(`${t.url}/webhooks/adyen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ live: 'false', notificationItems: [] }),
    });
    expect([400, 422]).toContain(adyen.status);
  });
});

/*
 * Issue 31, "a real configuration offers exactly the configured providers": the venue offers
 * every type, this server configures only the Mastercard gateway, and the diner is offered cash
 * and the gateway, nothing else.
 */
describe('a server with only the Mastercard gateway configured', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { stripe: null, adyen: null, hostedPages: null });
  });
  afterAll(() => t.close());

  it('offers exactly cash and the gateway, of every type the venue has', async () => {
    const { diner } = await signedInDiner(t);
    const answer = await diner.get(pages.checkout.path);
    expect(answer.status).toBe(200);
    const offered = paymentTypesOf(answer.body).map((type) => type.payment_type);
    expect(offered.sort()).toEqual(['cash', 'mastercard']);
  });
});
