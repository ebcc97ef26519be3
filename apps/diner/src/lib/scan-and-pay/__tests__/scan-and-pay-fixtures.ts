import type {
  BillSplit,
  Order,
  PaymentType,
  PaymentTypeName,
  SplitBillEntry,
  SplitLine,
} from '@tabula/api-client';
import { equalShares } from '@tabula/engine';
import type { HomePage } from '@test/fixtures/home-page';
import { cafePage } from '../../bill/__tests__/fixtures';
import { tabOrder } from '../../open-tab/__tests__/tab-fixtures';
import type { ScanAndPayPage } from '../scan-and-pay-queries';

/*
 * A scan-and-pay table at the cafe (T5, table 5) whose bill (order 9001) the POS opened: the
 * split tests of /, /split-bill, /checkout and the payment-completed screen share it.
 */

/** The signed-in diner (Mei Ling, 7) and two others at the table. */
export const ME = 7;
export const AISHA = 8;
export const WEI = 9;
export const ORDER_ID = 9001;
export const TABLE_ID = 5;

/** The calls' paths. */
export const PATHS = {
  page: '/pages/scan_and_pay',
  home: '/pages/home',
  split: `/dine-in/scan-and-pay/v1/orders/${String(ORDER_ID)}/split`,
  preference: `/dine-in/scan-and-pay/v1/orders/${String(ORDER_ID)}/payments/save-preference`,
  order: `/dine-in/scan-and-pay/v1/orders/${String(ORDER_ID)}`,
  equalQueue: '/dine-in/scan-and-pay/v1/payments/save-equal-split-paying-user',
  holdScreen: '/dine-in/scan-and-pay/v1/payments/save-manual-split-paying-user',
  releaseScreen: '/dine-in/scan-and-pay/v1/payments/manual-split-paying-user',
  paytabs: '/payments/paytabs/create_payment_page',
} as const;

function paymentType(id: number, name: PaymentTypeName, title: string): PaymentType {
  return {
    id,
    payment_type: name,
    title,
    public_key: null,
    sapaad_payment_type_id: 900 + id,
    partner_name: name === 'generic_fintech_partner' ? 'Sandbox Pay' : null,
    direct_payment_enabled: false,
    google_pay_enabled: false,
    apple_pay_enabled: false,
    google_pay_merchant_id: null,
    merchant_id: null,
    generic_integration: name === 'generic_fintech_partner',
    generic_standalone_integration: false,
  };
}

/** Cash, the card providers of B§3, a hosted page and the generic partner. */
export const SCAN_AND_PAY_TYPES: PaymentType[] = [
  paymentType(1, 'cash', 'Pay at the counter'),
  paymentType(2, 'stripe_connect', 'Card (saved cards)'),
  paymentType(3, 'paytabs', 'PayTabs'),
  paymentType(4, 'generic_fintech_partner', 'Pay with our partner'),
];

/** The table bill: the cafe's four lines (a flat white, nasi lemak, two kopi and one kopi). */
export function billOrder(): Order {
  return { ...tabOrder(), id: ORDER_ID, order_number: 'S-042', is_group_order: true };
}

/** The scan-and-pay page at T5, with the bill (null: the empty table). */
export function scanAndPayPage(order: Order | null = billOrder()): ScanAndPayPage {
  const base = cafePage();
  return {
    user: base.user,
    session: {
      ...base.session,
      table_id: TABLE_ID,
      qr_source: 'scan_and_pay',
      qr_type: 'dine-in',
      table_number: 'T5',
      order_id: order?.id ?? null,
    },
    company: base.company,
    outlet: base.outlet,
    feature_flags: base.feature_flags,
    menu: base.menu,
    out_of_stock_items: base.out_of_stock_items,
    loyalty: base.loyalty,
    promotions: base.promotions,
    payment_types: SCAN_AND_PAY_TYPES,
    tips: ['5', '10', '15'],
    order,
  };
}

/** The home page of the same table (the money settings and the session come from it). */
export function scanAndPayHomePage(page: ScanAndPayPage = scanAndPayPage()): HomePage {
  return {
    user: page.user,
    session: page.session,
    company: page.company,
    outlet: page.outlet,
    feature_flags: page.feature_flags,
    menu: page.menu,
    out_of_stock_items: page.out_of_stock_items,
    loyalty: page.loyalty,
    promotions: page.promotions,
    recent_order: null,
    advertisements: [],
    table_choice: null,
  };
}

/** The bill's lines as the item-wise split sees them; everything free. */
export function splitLines(): SplitLine[] {
  return [
    {
      cart_id: 'mine-1',
      item_id: 1,
      name: 'Flat white',
      count: 1,
      unit_amounts: ['6.54'],
      paid_units: 0,
      reserved_units: 0,
      shared_units: [],
      available_units: 1,
    },
    {
      cart_id: 'mine-2',
      item_id: 2,
      name: 'Nasi lemak',
      count: 1,
      unit_amounts: ['9.05'],
      paid_units: 0,
      reserved_units: 0,
      shared_units: [],
      available_units: 1,
    },
    {
      cart_id: 'aisha-1',
      item_id: 3,
      name: 'Kopi',
      count: 2,
      unit_amounts: ['2.19', '2.18'],
      paid_units: 0,
      reserved_units: 0,
      shared_units: [],
      available_units: 2,
    },
    {
      cart_id: 'wei-1',
      item_id: 3,
      name: 'Kopi',
      count: 1,
      unit_amounts: ['2.18'],
      paid_units: 0,
      reserved_units: 0,
      shared_units: [],
      available_units: 1,
    },
  ];
}

/** The bill before tips the lines add up to. */
export const BILL_TOTAL = '22.14';

/** An equal split entry of the given share. */
export function equalEntry(splitId: number, total: string, paid = false): SplitBillEntry {
  return {
    splitId,
    items: [],
    surcharges: [],
    discounts: '0.00',
    total_amount: total,
    amount_collected: paid ? total : '0.00',
    paid,
    customer_id: null,
    user_id: null,
    payment_status: paid ? 'completed' : 'unpaid',
    orders_check_id: null,
  };
}

/** An item-wise entry of the diner: the flat white and one part of a kopi shared 2 ways. */
export function itemsEntry(): SplitBillEntry {
  return {
    splitId: 31,
    items: [
      {
        cart_id: 'mine-1',
        item_id: 1,
        name: 'Flat white',
        price: '6.54',
        qty: 1,
        order_item_id: null,
        tax: '0.54',
        tax_rate: '9',
        sub_total: '6.54',
        splitTaxRateName: 'GST',
      },
      {
        cart_id: 'aisha-1',
        item_id: 3,
        name: 'Kopi',
        price: '1.10',
        qty: 1,
        order_item_id: null,
        tax: '0.09',
        tax_rate: '9',
        sub_total: '1.10',
        splitTaxRateName: 'GST',
        shared_parts: 2,
      },
    ],
    surcharges: [],
    discounts: '0.00',
    total_amount: '7.64',
    amount_collected: '0.00',
    paid: false,
    customer_id: ME,
    user_id: ME,
    payment_status: 'in_progress',
    orders_check_id: null,
  };
}

/** The bill's split state: not split unless changed. */
export function billSplit(changes: Partial<BillSplit> = {}): BillSplit {
  return {
    order_id: ORDER_ID,
    table_id: TABLE_ID,
    currency: 'SGD',
    total_amount: BILL_TOTAL,
    remaining_amount: BILL_TOTAL,
    split_payment_details: {
      split_type: 'none',
      split_count: 0,
      pay_for_split: false,
      orders_check_id: null,
    },
    equal_split_user_queue: [],
    split_bill_entries: [],
    lines: splitLines(),
    manual_split_paying_user: null,
    paid_users: [],
    payment_in_progress: false,
    paid: false,
    ...changes,
  };
}

/** The bill split 3 ways: the queue given (user ids, 0 free), the paid slots marked. */
export function equalSplit(userIds: number[] = [0, 0, 0], paid: number[] = []): BillSplit {
  const shares = equalShares(BILL_TOTAL, userIds.length, 2);
  return billSplit({
    split_payment_details: {
      split_type: 'equal',
      split_count: userIds.length,
      pay_for_split: true,
      orders_check_id: null,
    },
    equal_split_user_queue: userIds.map((user_id, index) => ({
      user_id,
      paid: paid.includes(index + 1),
    })),
    split_bill_entries: shares.map((share, index) =>
      equalEntry(100 + index, share, paid.includes(index + 1)),
    ),
    paid_users: paid.map((number) => userIds[number - 1] ?? 0).filter((id) => id !== 0),
  });
}

/** The bill split by items. */
export function manualSplit(changes: Partial<BillSplit> = {}): BillSplit {
  return billSplit({
    split_payment_details: {
      split_type: 'manual',
      split_count: 0,
      pay_for_split: true,
      orders_check_id: null,
    },
    ...changes,
  });
}
