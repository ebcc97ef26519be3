import { payments as paymentCalls } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedPagesSettings } from '../../src/card-payments/hosted-pages/hosted-pages-settings';
import { staff } from '../pos/support/staff';
import { signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import {
  cafePayload,
  hostedPageUrl,
  paymentRow,
  pressOnPage,
  referenceOf,
} from '../payments/support/checkout';

const PAYTABS = '/payments/paytabs/create_payment_page';
const voidOf = (reference: string) => `/pos/api/payments/${reference}/void`;

/*
 * Staff void a hosted-page payment as every other ending of one: the page is closed at the
 * provider first (card-payments/hosted-pages/hosted-page-steps.ts), so a diner still on it can no
 * longer pay a payment the restaurant gave up on.
 */
describe.each(DATABASE_KINDS)('staff void a hosted-page payment on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  /** A diner's PayTabs order, its page open at the provider. */
  async function startPaytabs(): Promise<string> {
    const { diner } = await signedInDiner(t);
    const payload = await cafePayload(t, diner, { paymentType: 'paytabs' });
    const answer = await diner.post(PAYTABS, { order_details: payload }, Diner.idempotent());
    expect(answer.status, answer.text).toBe(200);
    const result = paymentCalls.paytabsPaymentPage.response.parse(answer.body);
    return referenceOf(result.payment_page_url ?? '');
  }

  it('closes the page at the provider first: declined and voided, and the page no longer pays', async () => {
    const reference = await startPaytabs();
    const voided = await staff(t, 'POST', voidOf(reference));
    expect(voided.status, voided.text).toBe(200);
    const payment = await paymentRow(t, reference);
    expect(payment.status).toBe('declined');
    expect(payment.voidedAt).not.toBeNull();
    expect(t.cardSandbox.hostedPages?.pages.get(reference)?.outcome).toBe('abandoned');
    const approve = await pressOnPage(hostedPageUrl(t, reference), 'approve');
    expect(approve.status).not.toBe(303);
    expect(t.cardSandbox.hostedPages?.pages.get(reference)?.outcome).toBe('abandoned');
    expect((await paymentRow(t, reference)).status).toBe('declined');
  });

  it('the diner paid on the page first: the provider says so, the payment is paid and the void refused (409)', async () => {
    const reference = await startPaytabs();
    // The diner paid at the provider; its notification is late (the ledger settles the page
    // without sending one).
    expect(t.cardSandbox.hostedPages?.settle(reference, 'paid')).not.toBeNull();
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
    const voided = await staff(t, 'POST', voidOf(reference));
    expect(voided.status, voided.text).toBe(409);
    const payment = await paymentRow(t, reference);
    expect(payment.status).toBe('paid');
    expect(payment.voidedAt).toBeNull();
  });

  it('the provider cannot be reached: 502 void_failed, nothing changes', async () => {
    const reference = await startPaytabs();
    const settings = hostedPagesSettings(t.context);
    const { url } = settings;
    Object.assign(settings, { url: 'http://127.0.0.1:1/hosted-pages' });
    const voided = await staff(t, 'POST', voidOf(reference)).finally(() =>
      Object.assign(settings, { url }),
    );
    expect(voided.status, voided.text).toBe(502);
    expect((voided.body as { error_id?: string }).error_id).toBe('void_failed');
    const payment = await paymentRow(t, reference);
    expect(payment.status).toBe('in_progress');
    expect(payment.voidedAt).toBeNull();
  });
});
