import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type {
  PosOrder,
  PosOrderPayment,
  PosOrderPayments,
  PosOutlet,
  PosPaymentRefunds,
  PosRefund,
  PosStaffSession,
  StaffRole,
} from '@tabula/api-client';
import { ThemeRoot } from '@tabula/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { render } from 'vitest-browser-react';
import { activateLocale } from '../../../lib/i18n';
import { StaffAuthProvider } from '../../../lib/staff-auth';
import { writeCsrfToken } from '../../../lib/staff-session';
import { StatusNoteProvider, useStatusNote } from '../../../lib/status-note';
import { OrderPayments } from '../order-payments';

const outlet: PosOutlet = {
  id: 7,
  company_id: 3,
  company_name: 'Kopi Corner',
  currency: 'SGD',
  decimal_precision: 2,
  location_id: 70,
  time_zone: 'Asia/Singapore',
  tables: [],
};

const order: PosOrder = {
  id: 90017,
  order_number: 'A-0417',
  sapaad_order_id: 550017,
  outlet_id: 7,
  status: 'delivered',
  payment_status: 'paid',
  money_end: null,
  version: 1,
  total_amount: '12.40',
  currency: 'SGD',
  table_id: null,
  table_number: null,
  items_summary: 'Flat White x2',
  items: [],
  note: null,
  customer_id: null,
  created_at: '2026-11-26T09:30:00.000Z',
  eta: null,
  allowed_actions: [],
  can_record_payment: false,
  can_reprice: false,
};

const REFERENCE = 'sc_4f1c2a9e0b7d3c55aa';
const LIST_URL = '/pos/api/orders/90017/payments';
const REFUND_URL = `/pos/api/payments/${REFERENCE}/refunds`;
const VOID_URL = `/pos/api/payments/${REFERENCE}/void`;

/** The refund of 1.00 made from it already. */
const coldCoffee: PosRefund = {
  id: 3,
  payment_reference: REFERENCE,
  amount: '1.00',
  reason: 'Cold coffee',
  made_by: 'staff_token',
  status: 'succeeded',
  failure: null,
  created_at: '2026-11-26T09:45:00.000Z',
};

/** A card payment of 12.40 that 1.00 was refunded from already. */
const paid: PosOrderPayment = {
  reference: REFERENCE,
  provider: 'stripe_connect',
  amount: '12.40',
  tip: '0.00',
  status: 'paid',
  refunded_amount: '1.00',
  refunds: [coldCoffee],
  refundable_amount: '11.40',
  can_void: false,
  created_at: '2026-11-26T09:40:00.000Z',
};

const listOf = (...payments: PosOrderPayment[]): PosOrderPayments => ({
  order_id: 90017,
  currency: 'SGD',
  payments,
});

const refundsAnswer = (refundable: string): PosPaymentRefunds => ({
  order,
  payment_reference: REFERENCE,
  paid_amount: '12.40',
  refundable_amount: refundable,
  refunds: [],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * The staff API: the order's payments as `listed()` says now, and `write(url)` for a refund or a
 * void (which may throw, as a lost connection does).
 */
function fakeApi(listed: () => PosOrderPayments, write: (url: string) => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = urlOf(input);
    if (url === LIST_URL && (init?.method ?? 'GET') === 'GET') {
      return Promise.resolve(json(listed()));
    }
    if (init?.method === 'POST') {
      return new Promise<Response>((resolve) => {
        // A writer that throws rejects the fetch, as a lost connection does.
        resolve(write(url));
      });
    }
    return Promise.resolve(json({ error: 'Not found', error_id: 'not_found' }, 404));
  });
}

/** The bodies POSTed to `url`, parsed. */
const postsTo = (spy: MockInstance<typeof fetch>, url: string) =>
  spy.mock.calls
    .filter(([input, init]) => urlOf(input) === url && init?.method === 'POST')
    .map(
      ([, init]) =>
        JSON.parse((init?.body as string | undefined) ?? '{}') as Record<string, unknown>,
    );

function Note() {
  const { note } = useStatusNote();
  return <p role="status">{note?.text ?? ''}</p>;
}

/** The folded payments' summary, in each language of the console. */
const SUMMARY = {
  en: 'Payments and refunds',
  ar: 'المدفوعات والمبالغ المستردة',
  zh: '付款与退款',
  ms: 'Bayaran dan bayaran balik',
} as const;

/** Signed in as a person of this role at the outlet's company. */
const signedInAs = (role: StaffRole): PosStaffSession => ({
  staff: {
    id: 41,
    company_id: outlet.company_id,
    name: 'Mei Tan',
    email: 'mei@kopikaya.example.com',
    role,
    outlet_id: role === 'owner' ? null : outlet.id,
  },
  csrf_token: 'staff-csrf',
});

async function renderPayments(
  locale: 'en' | 'ar' | 'zh' | 'ms' = 'en',
  role: StaffRole = 'manager',
) {
  await activateLocale(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const screen = await render(
    <QueryClientProvider client={queryClient}>
      <StaffAuthProvider session={signedInAs(role)}>
        <I18nProvider i18n={i18n}>
          <StatusNoteProvider>
            <ThemeRoot dir={locale === 'ar' ? 'rtl' : 'ltr'} lang={locale}>
              <Note />
              <OrderPayments orderId={90017} outlet={outlet} />
            </ThemeRoot>
          </StatusNoteProvider>
        </I18nProvider>
      </StaffAuthProvider>
    </QueryClientProvider>,
  );
  await screen.getByText(SUMMARY[locale]).click();
  return screen;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let confirmSpy: MockInstance<(message?: string) => boolean>;

beforeEach(() => {
  writeCsrfToken('staff-csrf');
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe("an order's payments and their refunds", () => {
  it('lists a payment with its provider, amount, status and what was refunded so far', async () => {
    fakeApi(
      () => listOf(paid),
      () => json({}),
    );
    const screen = await renderPayments();
    const item = screen.getByRole('listitem');
    await expect.element(item.getByText('Card (online)')).toBeVisible();
    await expect.element(item.getByText('Paid')).toBeVisible();
    await expect.element(item.getByText(/^Amount SGD\s12\.40$/)).toBeVisible();
    await expect.element(item.getByText(/^Refunded SGD\s1\.00$/)).toBeVisible();
    await expect.element(item.getByText(/^Refundable SGD\s11\.40$/)).toBeVisible();
    // A paid payment is refunded, never voided.
    await expect.element(item.getByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });

  it('shows a member of staff the payments, but neither Refund nor Void (their role may not)', async () => {
    const spy = fakeApi(
      () =>
        listOf(paid, { ...paid, reference: 'sc_void_me', status: 'in_progress', can_void: true }),
      () => json({}),
    );
    const screen = await renderPayments('en', 'staff');
    await expect.element(screen.getByText('sc_void_me')).toBeVisible();
    await expect.element(screen.getByText(/^Refundable SGD\s11\.40$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refund' }).elements()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Void' }).elements()).toHaveLength(0);
    expect(spy.mock.calls.map(([input]) => urlOf(input))).toEqual([LIST_URL]);
  });

  it('lists each refund with its amount, what became of it, who made it, when and why', async () => {
    const refunds: PosRefund[] = [
      coldCoffee,
      {
        ...coldCoffee,
        id: 4,
        amount: '0.50',
        reason: null,
        status: 'pending',
        created_at: '2026-11-26T09:50:00.000Z',
      },
      {
        ...coldCoffee,
        id: 5,
        amount: '0.25',
        reason: 'Spilt',
        status: 'failed',
        failure: 'No such payment_intent',
        created_at: '2026-11-26T10:05:00.000Z',
      },
    ];
    fakeApi(
      () => listOf({ ...paid, refunds }),
      () => json({}),
    );
    const screen = await renderPayments();
    const list = screen.getByRole('list', { name: `Refunds of payment ${REFERENCE}` });
    const items = list.getByRole('listitem');
    await expect.element(items.nth(0)).toHaveTextContent(/^Refund SGD\s1\.00/);
    await expect.element(items.nth(0)).toHaveTextContent('Given back');
    await expect.element(items.nth(0)).toHaveTextContent('By the shared staff token');
    // In the outlet's time zone (Singapore), whatever the tablet's.
    await expect.element(items.nth(0).getByText('17:45')).toBeVisible();
    await expect.element(items.nth(0)).toHaveTextContent('Reason: Cold coffee');
    await expect.element(items.nth(1)).toHaveTextContent(/^Refund SGD\s0\.50/);
    await expect.element(items.nth(1)).toHaveTextContent('Being given back');
    await expect.element(items.nth(1)).not.toHaveTextContent('Reason');
    await expect.element(items.nth(2)).toHaveTextContent('Failed: nothing given back');
    await expect.element(items.nth(2)).toHaveTextContent('Reason: Spilt');
    await expect.element(items.nth(2).getByText('18:05')).toBeVisible();
  });

  it.each([
    [
      'ar',
      `المبالغ المستردة من الدفع ${REFERENCE}`,
      'أُرجع',
      'بواسطة رمز الموظفين المشترك',
      'السبب: Cold coffee',
    ],
    ['zh', `付款 ${REFERENCE} 的退款`, '已退还', '操作者：共用的员工令牌', '原因：Cold coffee'],
    [
      'ms',
      `Bayaran balik bagi bayaran ${REFERENCE}`,
      'Dipulangkan',
      'Oleh token kakitangan yang dikongsi',
      'Sebab: Cold coffee',
    ],
  ] as const)('lists each refund in %s', async (locale, listName, given, who, why) => {
    fakeApi(
      () => listOf(paid),
      () => json({}),
    );
    const screen = await renderPayments(locale);
    const refund = screen.getByRole('list', { name: listName }).getByRole('listitem');
    await expect.element(refund).toHaveTextContent(given);
    await expect.element(refund).toHaveTextContent(who);
    await expect.element(refund).toHaveTextContent(why);
  });

  it('shows no refunds for a payment nothing was refunded from', async () => {
    fakeApi(
      () => listOf({ ...paid, refunded_amount: '0.00', refunds: [], refundable_amount: '12.40' }),
      () => json({}),
    );
    const screen = await renderPayments();
    await expect.element(screen.getByText(/^Refunded SGD\s0\.00$/)).toBeVisible();
    await expect
      .element(screen.getByRole('list', { name: `Refunds of payment ${REFERENCE}` }))
      .not.toBeInTheDocument();
  });

  it('refunds all that is left by default, after a confirmation, and shows the new figure', async () => {
    let now = paid;
    const spy = fakeApi(
      () => listOf(now),
      () => {
        now = { ...paid, refunded_amount: '12.40', refundable_amount: '0.00' };
        return json(refundsAnswer('0.00'));
      },
    );
    const screen = await renderPayments();
    await screen.getByRole('button', { name: 'Refund', exact: true }).click();
    const form = screen.getByRole('form', { name: `Refund payment ${REFERENCE}` });
    await expect.element(form.getByLabelText('Amount to refund (SGD)')).toHaveValue('11.40');
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(new RegExp(`^Refunded SGD\\s11\\.40 of payment ${REFERENCE}$`));
    expect(confirmSpy).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^Refund SGD\\s11\\.40 of payment ${REFERENCE}\\?$`)),
    );
    const [body] = postsTo(spy, REFUND_URL);
    expect(body).toEqual({ amount: '11.40', refund_key: expect.stringMatching(UUID) as unknown });
    await expect.element(screen.getByText(/^Refunded SGD\s12\.40$/)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('refunds part of it with a reason, at the company’s precision', async () => {
    let now = paid;
    const spy = fakeApi(
      () => listOf(now),
      () => {
        now = { ...paid, refunded_amount: '3.50', refundable_amount: '8.90' };
        return json(refundsAnswer('8.90'));
      },
    );
    const screen = await renderPayments();
    await screen.getByRole('button', { name: 'Refund', exact: true }).click();
    const form = screen.getByRole('form', { name: `Refund payment ${REFERENCE}` });
    const amount = form.getByLabelText('Amount to refund (SGD)');
    // Too many decimals, nothing, and more than is left are refused before anything is sent.
    await amount.fill('2.505');
    await expect
      .element(form.getByText('Enter an amount above zero with at most 2 decimals.'))
      .toBeVisible();
    await expect.element(form.getByRole('button', { name: 'Refund' })).toBeDisabled();
    await amount.fill('11.41');
    await expect
      .element(form.getByText(/^At most SGD\s11\.40 can still be refunded\.$/))
      .toBeVisible();
    await amount.fill('2.5');
    await form.getByLabelText('Reason (optional)').fill('Cold coffee');
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect.element(screen.getByText(/^Refunded SGD\s3\.50$/)).toBeVisible();
    expect(postsTo(spy, REFUND_URL)).toEqual([
      { amount: '2.50', reason: 'Cold coffee', refund_key: expect.stringMatching(UUID) as unknown },
    ]);
  });

  it('says in words when the server refuses more than is left, and asks anew next time', async () => {
    // Another till refunded most of it meanwhile: the console still thinks 11.40 is left.
    const spy = fakeApi(
      () => listOf(paid),
      () =>
        json(
          {
            error: 'At most SGD 2.40 of this payment can still be given back',
            error_id: 'refund_exceeds_payment',
            details: { refundable: '2.40', requested: '5.00' },
          },
          422,
        ),
    );
    const screen = await renderPayments();
    await screen.getByRole('button', { name: 'Refund', exact: true }).click();
    const form = screen.getByRole('form', { name: `Refund payment ${REFERENCE}` });
    await form.getByLabelText('Amount to refund (SGD)').fill('5');
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect
      .element(form.getByRole('alert'))
      .toHaveTextContent(/^That is more than is left to refund: at most SGD\s2\.40\.$/);
    // The server answered: that refund is over, the next one is a new refund with a new key.
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    await vi.waitFor(() => {
      expect(postsTo(spy, REFUND_URL)).toHaveLength(2);
    });
    const [first, second] = postsTo(spy, REFUND_URL);
    expect(first?.refund_key).not.toBe(second?.refund_key);
    expect(confirmSpy).toHaveBeenCalledTimes(2);
  });

  it('shows a provider that refused the refund, a payment not refundable and a refund key reused, in words', async () => {
    let answer = json({ error: 'The card provider refused', error_id: 'refund_failed' }, 502);
    fakeApi(
      () => listOf(paid),
      () => answer,
    );
    const screen = await renderPayments();
    await screen.getByRole('button', { name: 'Refund', exact: true }).click();
    const form = screen.getByRole('form', { name: `Refund payment ${REFERENCE}` });
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect
      .element(form.getByRole('alert'))
      .toHaveTextContent(
        'The card provider refused the refund: nothing was given back. Try again later.',
      );
    answer = json(
      { error: 'Only a paid payment can be refunded', error_id: 'payment_not_refundable' },
      409,
    );
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect
      .element(form.getByRole('alert'))
      .toHaveTextContent('This payment is not paid, so it cannot be refunded.');
    answer = json(
      {
        error: 'This refund key was already used for another refund',
        error_id: 'refund_key_reused',
        details: { differs: ['amount'] },
      },
      409,
    );
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect
      .element(form.getByRole('alert'))
      .toHaveTextContent(
        'This refund was already sent with another amount or reason: nothing more was given back. Check the refunds listed and refund again if needed.',
      );
  });

  it('sends the same refund_key again when the same refund is retried after no answer', async () => {
    let calls = 0;
    let now = paid;
    const spy = fakeApi(
      () => listOf(now),
      () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        now = { ...paid, refunded_amount: '5.00', refundable_amount: '7.40' };
        return json(refundsAnswer('7.40'));
      },
    );
    const screen = await renderPayments();
    await screen.getByRole('button', { name: 'Refund', exact: true }).click();
    const form = screen.getByRole('form', { name: `Refund payment ${REFERENCE}` });
    await form.getByLabelText('Amount to refund (SGD)').fill('4');
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect
      .element(form.getByRole('alert'))
      .toHaveTextContent(
        'The server did not answer. Send the same refund again: it is made only once.',
      );
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect.element(screen.getByText(/^Refunded SGD\s5\.00$/)).toBeVisible();
    const bodies = postsTo(spy, REFUND_URL);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]?.refund_key).toEqual(expect.stringMatching(UUID));
    expect(bodies[1]?.refund_key).toBe(bodies[0]?.refund_key);
    expect(bodies[1]?.amount).toBe('4.00');
    // The retry is the refund staff confirmed already.
    expect(confirmSpy).toHaveBeenCalledTimes(1);
  });

  it('voids a card payment in progress after a confirmation', async () => {
    const started: PosOrderPayment = {
      ...paid,
      status: 'in_progress',
      refunded_amount: '0.00',
      refundable_amount: '0.00',
      can_void: true,
    };
    let now = started;
    const spy = fakeApi(
      () => listOf(now),
      () => {
        now = { ...started, status: 'declined', can_void: false };
        return json(refundsAnswer('0.00'));
      },
    );
    const screen = await renderPayments();
    await expect.element(screen.getByText('In progress')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    confirmSpy.mockReturnValueOnce(false);
    await screen.getByRole('button', { name: 'Void' }).click();
    expect(postsTo(spy, VOID_URL)).toHaveLength(0);
    await screen.getByRole('button', { name: 'Void' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(`Payment ${REFERENCE} voided`);
    await expect.element(screen.getByText('Declined')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Void' })).not.toBeInTheDocument();
    expect(postsTo(spy, VOID_URL)).toHaveLength(1);
    expect(confirmSpy).toHaveBeenLastCalledWith(
      expect.stringMatching(new RegExp(`^Void payment ${REFERENCE} of SGD\\s12\\.40\\?$`)),
    );
  });

  it('says when a void finds the card charged meanwhile', async () => {
    fakeApi(
      () => listOf({ ...paid, status: 'in_progress', can_void: true, refundable_amount: '0.00' }),
      () =>
        json(
          {
            error: 'The card was charged before the void; refund it instead',
            error_id: 'payment_already_settled',
          },
          409,
        ),
    );
    const screen = await renderPayments();
    await screen.getByRole('button', { name: 'Void' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(
        `Payment ${REFERENCE} was settled before the void: it can be refunded instead.`,
      );
  });

  it('reads in Arabic, right to left', async () => {
    fakeApi(
      () => listOf(paid),
      () => json({}),
    );
    const screen = await renderPayments('ar');
    await expect
      .element(screen.getByRole('button', { name: 'استرداد', exact: true }))
      .toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
