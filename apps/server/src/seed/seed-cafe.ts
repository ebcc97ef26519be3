import { openTableBillIn } from '../tables/open-table-bill';
import { storedImageUrl } from '../venue/image-url';
import { CAFE_CATEGORIES, CAFE_ITEMS, CAFE_MENU } from './cafe-menu';
import { CAFE_PROMOTIONS } from './cafe-promotions';
import {
  insertCompany,
  insertCounterQr,
  insertCoupon,
  insertOutlet,
  insertPromotions,
  insertTables,
  type Transaction,
} from './insert-venue';
import { everyPaymentType } from './payment-types';
import type { DemoSeed } from './demo-seed';

/*
 * The Singapore cafe (issue demo data): SGD at 2 decimals, English, Chinese and Malay, the full
 * plan, an order-confirmed SMS rule, tips, a loyalty programme, 9% GST on top, a 10% service
 * charge at the tables, a walk-in counter, four pay-first tables, six open-tab tables (10 to
 * 15), a scan-and-pay table whose bill staff opened from the POS (issue 18: a bill to split) and
 * eight scan-and-pay tables without a bill (S2 to S9).
 */

/** The bill staff opened on S1: three covers, no item with a modifier sheet. */
const S1_BILL = {
  covers: 3,
  items: [
    { item_id: CAFE_ITEMS.icedLemonTea, count: 3 },
    { item_id: CAFE_ITEMS.vegCurry, count: 2 },
    { item_id: CAFE_ITEMS.ondehOndeh, count: 2 },
    { item_id: CAFE_ITEMS.cake, count: 1 },
  ],
};

/** The cafe's coupon codes (spec: A§5 Coupons: with and without min_order_amount). */
export const CAFE_COUPONS = {
  percent: 'SAVE10',
  fixedWithMinimum: 'TAKE5',
  inactive: 'EXPIRED15',
} as const;

/** Seeds the cafe and returns its ids and QR tokens. */
export async function seedCafe(tx: Transaction): Promise<DemoSeed['cafe']> {
  const companyId = await insertCompany(tx, {
    planId: 'sapaad_direct',
    timeZone: 'Asia/Singapore',
    tips: ['5', '10', '15'],
    // our choice: 1 point per dollar paid, a point is worth 0.10, at least 10 points to redeem,
    // no maximum.
    loyaltyProgramme: {
      points_per_currency_unit: '1',
      point_value: '0.10',
      min_redeem_value: '10',
      max_redeem_value: '0',
    },
    profile: {
      name: 'Kopi & Kaya Cafe',
      announcement: 'New: weekend brunch, Saturdays and Sundays from 9 am.',
      translations: {
        ar: { announcement: 'جديد: برانش نهاية الأسبوع، يومي السبت والأحد من الساعة 9 صباحاً.' },
        zh: { announcement: '新推出：周末早午餐，周六和周日上午9点起供应。' },
        ms: { announcement: 'Baharu: sarapan lewat hujung minggu, Sabtu dan Ahad dari 9 pagi.' },
      },
      brand_color: '#0F766E',
      logo: storedImageUrl('logo-kopi-kaya.svg'),
      currency: 'SGD',
      country_code: 'SG',
      decimal_precision: 2,
      has_tips: true,
      website_url: 'https://kopikaya.example.com',
      domain_name: 'kopikaya.example.com',
      // our choice: the cafe offers Arabic too, so the demo has a full-plan restaurant that takes
      // orders in every language of the app (the Kuwait restaurant's lite plan has no cart).
      locale_data: { locales: ['en', 'zh', 'ms', 'ar'], default: 'en' },
      sms_info: { sms_module_status: true, sms_rules: { order_confirmed: true } },
      otp_settings: { email: true },
      configuration: {
        // The demo's sign-in asks for a captcha: Turnstile's widget, the sandbox's stand-in
        // without a restaurant's keys (docs/server.md, Sign-in).
        captcha_enabled: true,
        email: 'hello@kopikaya.example.com',
        contact_number: '+65 6123 4567',
      },
      loyalty_details: {
        enabled_for_walkin: true,
        enabled_for_dinein: true,
        is_discount: true,
        form: { walkin: { enabled: true }, dinein: { enabled: true } },
      },
    },
  });

  const { outletId, locationId } = await insertOutlet(tx, companyId, {
    profile: {
      announcement: 'Our kitchen closes at 9.30 pm. Thank you for visiting!',
      translations: {
        ar: { announcement: 'يغلق مطبخنا الساعة 9:30 مساءً. شكراً لزيارتكم!' },
        zh: { announcement: '厨房于晚上9点30分关闭。感谢光临！' },
        ms: { announcement: 'Dapur kami ditutup pada 9.30 malam. Terima kasih kerana berkunjung!' },
      },
      service_type: 'eat_in_and_take_away',
      call_waiter_enabled: true,
      auto_confirm_enabled: false,
      checkout_mode: 'login_and_guest',
      open_tab_checkout_mode: 'login_and_guest',
    },
    menu: CAFE_MENU,
    // our choice: the default quantity and tip limits, and an amount limit to show one.
    limits: { max_order_amount: '1000.00' },
    paymentTypes: everyPaymentType(),
    advertisements: [
      {
        image_url: storedImageUrl('ad-laksa.svg'),
        action: `item-${CAFE_ITEMS.laksa}`,
        title: 'Try our laksa',
        translations: {
          ar: { title: 'جرّب اللاكسا', image_url: storedImageUrl('ad-laksa.ar.svg') },
          zh: { title: '尝尝我们的叻沙', image_url: storedImageUrl('ad-laksa.zh.svg') },
          ms: { title: 'Cuba laksa kami', image_url: storedImageUrl('ad-laksa.ms.svg') },
        },
      },
      {
        image_url: storedImageUrl('ad-breakfast.svg'),
        action: `category-${CAFE_CATEGORIES.breakfast}`,
        title: 'Breakfast from 7 am',
        translations: {
          ar: {
            title: 'الفطور من الساعة 7 صباحاً',
            image_url: storedImageUrl('ad-breakfast.ar.svg'),
          },
          zh: { title: '早餐早上7点开始', image_url: storedImageUrl('ad-breakfast.zh.svg') },
          ms: { title: 'Sarapan dari 7 pagi', image_url: storedImageUrl('ad-breakfast.ms.svg') },
        },
      },
      {
        image_url: storedImageUrl('ad-desserts.svg'),
        action: `category-${CAFE_CATEGORIES.desserts}`,
        title: 'Something sweet?',
        translations: {
          ar: { title: 'شيء حلو؟', image_url: storedImageUrl('ad-desserts.ar.svg') },
          zh: { title: '来点甜的？', image_url: storedImageUrl('ad-desserts.zh.svg') },
          ms: { title: 'Mahu yang manis?', image_url: storedImageUrl('ad-desserts.ms.svg') },
        },
      },
    ],
  });

  // The counter lets the diner choose Eat In or Take Out (the outlet offers both, A§1).
  const counterToken = await insertCounterQr(tx, outletId, 'Counter', {
    qrSource: 'default',
    qrType: 'walk-in',
    dineMode: null,
  });
  // More walk-in counters, one per card-payment journey (apps/diner/e2e), so no journey shares
  // a counter with another.
  const cardCounterTokens: string[] = [];
  for (const label of ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9', 'C10'].map(
    (c) => `Counter ${c}`,
  )) {
    cardCounterTokens.push(
      await insertCounterQr(tx, outletId, label, {
        qrSource: 'default',
        qrType: 'walk-in',
        dineMode: null,
      }),
    );
  }
  const tables = await insertTables(tx, outletId, ['T1', 'T2', 'T3', 'T4'], {
    qrSource: 'dine_pf',
    qrType: 'dine-in',
    dineMode: 'eat_in',
  });
  // 14 and 15 are the table-choice journey's (issue 30: a member of 14's tab scans 15), so no
  // other journey's tab is at either.
  const openTabTables = await insertTables(tx, outletId, ['10', '11', '12', '13', '14', '15'], {
    qrSource: 'dine_ot',
    qrType: 'dine-in',
    dineMode: 'eat_in',
  });
  const [scanAndPayTable] = await insertTables(tx, outletId, ['S1'], {
    qrSource: 'scan_and_pay',
    qrType: 'dine-in',
    dineMode: 'eat_in',
  });
  if (!scanAndPayTable) throw new Error('the scan-and-pay table was not inserted');
  // No bill on these: each split-bill journey (apps/diner/e2e) opens its own through the POS.
  const emptyScanAndPayTables = await insertTables(
    tx,
    outletId,
    ['S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'],
    {
      qrSource: 'scan_and_pay',
      qrType: 'dine-in',
      dineMode: 'eat_in',
    },
  );

  const promotionIds = await insertPromotions(tx, companyId, CAFE_PROMOTIONS);

  await insertCoupon(tx, companyId, {
    code: CAFE_COUPONS.percent,
    active: true,
    definition: {
      discount_name: '10% off',
      discount_type: 'PERCENTAGE',
      discount_rate: '10',
      maxdiscountableAmount: '20.00',
      min_order_amount: null,
      on_total: false,
      applied_from_pos: false,
      promotion_id: null,
      applicable_on_dinein: true,
    },
  });
  await insertCoupon(tx, companyId, {
    code: CAFE_COUPONS.fixedWithMinimum,
    active: true,
    definition: {
      discount_name: '5.00 off orders over 25.00',
      discount_type: 'FIXED',
      discount_rate: '5.00',
      maxdiscountableAmount: null,
      min_order_amount: '25.00',
      on_total: true,
      applied_from_pos: false,
      promotion_id: null,
      applicable_on_dinein: true,
    },
  });
  await insertCoupon(tx, companyId, {
    code: CAFE_COUPONS.inactive,
    active: false,
    definition: {
      discount_name: '15% off (ended)',
      discount_type: 'PERCENTAGE',
      discount_rate: '15',
      maxdiscountableAmount: null,
      min_order_amount: null,
      on_total: false,
      applied_from_pos: false,
      promotion_id: null,
      applicable_on_dinein: true,
    },
  });

  // Through the POS's own call, so the seeded bill is priced and stored like any other.
  const bill = await openTableBillIn(tx, scanAndPayTable.id, S1_BILL, new Date());

  return {
    companyId,
    outletId,
    locationId,
    counterToken,
    cardCounterTokens,
    tables,
    openTabTables,
    scanAndPayTable,
    emptyScanAndPayTables,
    scanAndPayBillId: bill.order.id,
    items: { ...CAFE_ITEMS },
    categories: { ...CAFE_CATEGORIES },
    coupons: { ...CAFE_COUPONS },
    promotionIds,
  };
}
