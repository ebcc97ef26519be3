import type { OrderPayload } from '@tabula/api-client';
import { priceOrder } from '@tabula/engine';
import { describe, expect, it, vi } from 'vitest';
import { MEMBER } from '@/lib/bill/__tests__/fixtures';
import { AISHA, ME, tabOrder, tabPage } from '@/lib/open-tab/__tests__/tab-fixtures';
import { tabPayment } from '@/lib/open-tab/tab-payment-amount';
import { tabPaymentPayload } from '@/lib/open-tab/tab-payment-payload';
import { tabPriceInput } from '@/lib/open-tab/tab-price-input';
import { paymentType } from '../../__tests__/checkout-fixtures';
import type { PaymentProvider, ProviderEnd, ProviderPayment } from '../payment-provider';
import { runPayment, type PayableRun } from '../run-payment';

const mastercard = paymentType(6, 'mastercard', 'Card');

/** A priced open-tab payment payload that passes the dine_ot schema check. */
function tabPayload(): OrderPayload {
  const order = tabOrder();
  const page = tabPage(order);
  const bill = priceOrder(tabPriceInput(order, page));
  const payment = tabPayment({
    bill,
    userId: ME,
    tab: { members: [ME, AISHA], paid_members: [] },
    payForSelf: true,
    covers: 2,
    payments: [],
    tip: { amount: '0.00' },
  });
  if (payment === null) throw new Error('the diner has a part to pay');
  return tabPaymentPayload({
    order,
    bill,
    payment,
    session: page.session,
    company: page.company,
    user: MEMBER,
    paymentType: mastercard,
  });
}

/** A provider that records what it was given and ends as the test says. */
function recordingProvider(opensInTap = false) {
  const started: { payment: ProviderPayment; end: ProviderEnd }[] = [];
  const provider: PaymentProvider = {
    waiting: false,
    opensInTap: () => opensInTap,
    start: (payment, end) => {
      started.push({ payment, end });
    },
  };
  return { provider, started };
}

function run(overrides: Partial<PayableRun> = {}): PayableRun {
  return {
    flow: 'mastercard',
    payment: {
      paymentType: mastercard,
      user: MEMBER,
      companyId: 1,
      mode: 'card',
      contact: null,
      hasTable: true,
      delayed: false,
    },
    payload: tabPayload,
    variant: 'dine_ot',
    ...overrides,
  };
}

const controls = () => ({ stop: vi.fn(), showError: vi.fn() });

describe('runPayment, the checkout’s one payment pipeline (B§4, A§5)', () => {
  it('hands the checked payload to the provider at once, the payable’s starting step first', () => {
    const { provider, started } = recordingProvider();
    const order: string[] = [];
    const report = controls();
    runPayment(
      run({
        starting: () => {
          order.push('starting');
        },
      }),
      {
        ...provider,
        start: (payment, end) => {
          order.push('provider');
          provider.start(payment, end);
        },
      },
      report,
    );
    expect(order).toEqual(['starting', 'provider']);
    expect(started[0]?.payment).toMatchObject({ flow: 'mastercard', mode: 'card', hasTable: true });
    expect(started[0]?.payment.payload.qr_source).toBe('dine_ot');
    expect(started[0]?.payment.prepare).toBeUndefined();
    expect(report.stop).not.toHaveBeenCalled();
  });

  it('sends nothing when the payload fails its schema check, and gives the button back', () => {
    const { provider, started } = recordingProvider();
    const report = controls();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    runPayment(
      run({ payload: () => ({ ...tabPayload(), total_amount: 'twelve' }) }),
      provider,
      report,
    );
    expect(started).toHaveLength(0);
    expect(logged).toHaveBeenCalled();
    expect(report.stop).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('tells a payload that cannot be made as a failed placement', () => {
    const { provider, started } = recordingProvider();
    const report = controls();
    const error = new Error('no price');
    runPayment(
      run({
        payload: () => {
          throw error;
        },
      }),
      provider,
      report,
    );
    expect(started).toHaveLength(0);
    expect(report.showError).toHaveBeenCalledWith({
      error,
      operation: 'place_order',
      hasTable: true,
    });
    expect(report.stop).toHaveBeenCalledOnce();
  });

  it('awaits the payable’s step before the provider, and stops when the step says no', async () => {
    const { provider, started } = recordingProvider();
    const report = controls();
    let answer: (ok: boolean) => void = () => undefined;
    runPayment(
      run({ before: () => new Promise((resolve) => (answer = resolve)) }),
      provider,
      report,
    );
    expect(started).toHaveLength(0);
    answer(false);
    await vi.waitFor(() => {
      expect(report.stop).toHaveBeenCalledOnce();
    });
    expect(started).toHaveLength(0);

    const next = controls();
    runPayment(run({ before: () => Promise.resolve(true) }), provider, next);
    await vi.waitFor(() => {
      expect(started).toHaveLength(1);
    });
    expect(next.stop).not.toHaveBeenCalled();
  });

  it('hands the step to a sheet that opens in the tap, starting it at once (Apple Pay)', () => {
    const { provider, started } = recordingProvider(true);
    const before = () => Promise.resolve(true);
    runPayment(
      run({ before, payment: { ...run().payment, mode: 'apple_pay' } }),
      provider,
      controls(),
    );
    expect(started).toHaveLength(1);
    expect(started[0]?.payment.prepare).toBe(before);
  });

  it('gives the button back once the payable’s placed step is done, and after failed', async () => {
    const { provider, started } = recordingProvider();
    const report = controls();
    let placedDone: () => void = () => undefined;
    runPayment(
      run({ placed: () => new Promise<void>((resolve) => (placedDone = resolve)) }),
      provider,
      report,
    );
    started[0]?.end.placed();
    await Promise.resolve();
    expect(report.stop).not.toHaveBeenCalled();
    placedDone();
    await vi.waitFor(() => {
      expect(report.stop).toHaveBeenCalledOnce();
    });

    const failed = vi.fn();
    const refused = vi.fn();
    const again = controls();
    runPayment(run({ failed, refused }), provider, again);
    expect(started[1]?.end.refused).toBe(refused);
    started[1]?.end.failed();
    expect(again.stop).toHaveBeenCalledOnce();
    expect(failed).toHaveBeenCalledOnce();
  });
});
