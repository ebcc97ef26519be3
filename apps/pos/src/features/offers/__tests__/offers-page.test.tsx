import type {
  MenuItem,
  PosMenuEditor,
  PosOffers,
  PosOutlet,
  PosPromotion,
  PosStaffSession,
} from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fakeStaffApi, json, writesOf } from '../../../../test/fake-staff-api';
import { renderSignedIn } from '../../../../test/render-signed-in';
import { activateLocale } from '../../../lib/i18n';
import { OffersPage } from '../offers-page';

/*
 * The company's offers in the back office (issue 32): its promotions, coupons and loyalty
 * programme listed; a promotion changed (dishes picked by name, every field it does not show kept
 * as read) and added; a coupon added under its upper-cased code; amounts checked against the
 * currency's places before sending; the programme ended; a manager reads without saving; and the
 * page in Arabic, right to left.
 */

const outlet: PosOutlet = {
  id: 7,
  company_id: 3,
  company_name: 'Kopi & Kaya Cafe',
  currency: 'SGD',
  decimal_precision: 2,
  location_id: 70,
  time_zone: 'Asia/Singapore',
  tables: [],
};

const person = (role: 'manager' | 'owner'): PosStaffSession => ({
  staff: {
    id: 41,
    company_id: 3,
    name: 'Mei Tan',
    email: 'mei@kopikaya.example.com',
    role,
    outlet_id: role === 'manager' ? 7 : null,
  },
  csrf_token: 'staff-csrf',
});

const dish = (id: number, name: string, unit_price: string): MenuItem => ({
  id,
  type: 'item',
  name,
  description: null,
  short_description: null,
  image_url: null,
  unit_price,
  final_price: null,
  tags: [],
  sequence_no: id,
  is_popular: false,
  translations: {},
  groups: [],
});

const EDITOR: PosMenuEditor = {
  menu: {
    categories: [
      {
        id: 11,
        name: 'Breakfast',
        items: [dish(101, 'Kaya toast', '4.50')],
        has_subcategory: false,
        schedules: null,
      },
      {
        id: 12,
        name: 'Drinks',
        items: [dish(105, 'Kopi', '2.20'), dish(106, 'Iced lemon tea', '3.00')],
        has_subcategory: false,
        schedules: null,
      },
      {
        id: 13,
        name: 'Cakes',
        items: [dish(115, 'Pandan cake slice', '5.50')],
        has_subcategory: false,
        schedules: null,
      },
    ],
    taxes: [],
    surcharges: [],
    is_tax_inclusive: false,
  },
  languages: ['en', 'ar', 'zh', 'ms'],
  currency: 'SGD',
  decimal_precision: 2,
  version: 3,
};

const TWO_CAKES: PosPromotion = {
  key: 'two-cakes',
  id: 1,
  active: true,
  definition: {
    name: '20% off cakes when you buy two',
    description: 'Two slices of cake or more: 20% off each slice.',
    translations: {
      ar: {
        name: 'خصم 20% على الكعك عند شراء قطعتين',
        description: 'قطعتان من الكعك أو أكثر: خصم 20% على كل قطعة.',
      },
      ms: { name: 'Diskaun 20% untuk kek apabila beli dua', description: null },
      zh: { name: '买两块蛋糕享八折', description: '购买两块或以上蛋糕，每块八折。' },
    },
    priority: 1,
    promo_type: 'basic',
    coupon_codes: [{ code: 'CAKES', id: 9 }],
    action: {
      type: 'gets_percent_discount',
      value: '20',
      max_discount_value: null,
      quantity: null,
      include: null,
      exclude: { items: [116], categories: [] },
      price_modifiers: { keep: 'as read' },
      bundle_discount: false,
      movement_type: 'sold',
      surcharge: null,
    },
    condition: {
      type: 'buys_specific_items',
      include: { items: [115], categories: [] },
      exclude: null,
      min_qty: 2,
      max_qty: 6,
      min_price: null,
      bundle_discount: false,
    },
  },
};

const KOPI_WITH_TOAST: PosPromotion = {
  key: 'kopi-with-toast',
  id: 3,
  active: false,
  definition: {
    name: 'Half-price kopi with kaya toast',
    description: null,
    priority: 3,
    promo_type: 'advanced',
    coupon_codes: [],
    action: {
      type: 'gets_percent_discount_on_item',
      value: '50',
      max_discount_value: null,
      quantity: 1,
      include: { items: [105], categories: [] },
      exclude: null,
      price_modifiers: null,
      bundle_discount: false,
      movement_type: null,
      surcharge: null,
    },
    condition: {
      type: 'buys_specific_items',
      include: { items: [101], categories: [] },
      exclude: null,
      min_qty: 1,
      max_qty: null,
      min_price: null,
      bundle_discount: false,
    },
  },
};

const SAVE10 = {
  code: 'SAVE10',
  active: true,
  definition: {
    discount_name: '10% off',
    discount_type: 'PERCENTAGE' as const,
    discount_rate: '10',
    maxdiscountableAmount: '20.00',
    min_order_amount: null,
    on_total: false,
    applied_from_pos: false,
    promotion_id: null,
    applicable_on_dinein: true,
  },
};

const TAKE5 = {
  code: 'TAKE5',
  active: false,
  definition: {
    discount_name: '5.00 off orders over 25.00',
    discount_type: 'FIXED' as const,
    discount_rate: '5.00',
    maxdiscountableAmount: null,
    min_order_amount: '25.00',
    on_total: true,
    applied_from_pos: true,
    promotion_id: 3,
    applicable_on_dinein: true,
  },
};

const OFFERS: PosOffers = {
  promotions: [TWO_CAKES, KOPI_WITH_TOAST],
  coupons: [SAVE10, TAKE5],
  loyalty: {
    points_per_currency_unit: '1',
    point_value: '0.10',
    min_redeem_value: '1.00',
    max_redeem_value: '0',
  },
  languages: ['en', 'ar', 'zh', 'ms'],
  currency: 'SGD',
  decimal_precision: 2,
};

/** The staff API: the offers and the menu as read, every change answered with the offers. */
const serve = (
  write: (method: string, url: string, body: unknown) => Response = () => json(OFFERS),
) =>
  fakeStaffApi(
    {
      '/pos/api/outlets/7/offers': () => OFFERS,
      '/pos/api/outlets/7/menu/editor': () => EDITOR,
    },
    write,
  );

let confirmSpy: MockInstance<(message?: string) => boolean>;

beforeEach(() => {
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe("the back office's offers", () => {
  it('lists the promotions, the coupons and the loyalty programme', async () => {
    serve();
    const screen = await renderSignedIn(<OffersPage outlet={outlet} />, person('owner'));
    const promotions = screen.getByRole('region', { name: 'Promotions' });
    const cakes = promotions.getByRole('listitem').nth(0);
    await expect.element(cakes).toHaveTextContent('20% off cakes when you buy two');
    await expect.element(cakes).toHaveTextContent('Priority 1');
    await expect.element(cakes).toHaveTextContent('A percentage off the dishes bought');
    await expect.element(cakes).toHaveTextContent('Offered');
    const kopi = promotions.getByRole('listitem').nth(1);
    await expect.element(kopi).toHaveTextContent('Half-price kopi with kaya toast');
    await expect.element(kopi).toHaveTextContent('Retired');
    const coupons = screen.getByRole('region', { name: 'Coupons' });
    await expect.element(coupons.getByRole('listitem').nth(0)).toHaveTextContent('SAVE10');
    await expect.element(coupons.getByRole('listitem').nth(0)).toHaveTextContent('10% off');
    await expect.element(coupons.getByRole('listitem').nth(1)).toHaveTextContent('SGD 5.00 off');
    await expect.element(coupons.getByRole('listitem').nth(1)).toHaveTextContent('Retired');
    const loyalty = screen.getByRole('form', { name: 'Loyalty programme' });
    await expect.element(loyalty.getByLabelText('Points earned per SGD paid')).toHaveValue('1');
    await expect.element(loyalty.getByLabelText('Worth of one point (SGD)')).toHaveValue('0.10');
    // Dishes are named from the menu, not by number.
    await promotions
      .getByRole('button', { name: 'Change Half-price kopi with kaya toast' })
      .click();
    const form = screen.getByRole('form', { name: 'Promotion Half-price kopi with kaya toast' });
    await expect
      .element(
        form
          .getByRole('group', { name: 'Dishes that count' })
          .getByRole('button', { name: 'Take out Kaya toast' }),
      )
      .toBeVisible();
    await expect
      .element(
        form
          .getByRole('group', { name: 'Dishes it applies to' })
          .getByRole('button', { name: 'Take out Kopi' }),
      )
      .toBeVisible();
  });

  it('lets an owner change a promotion’s value, dishes and dishes left out, keeping what the form does not show', async () => {
    const spy = serve();
    const screen = await renderSignedIn(<OffersPage outlet={outlet} />, person('owner'));
    await screen.getByRole('button', { name: 'Change 20% off cakes when you buy two' }).click();
    const form = screen.getByRole('form', { name: 'Promotion 20% off cakes when you buy two' });
    await expect.element(form.getByText('Key: two-cakes')).toBeVisible();
    await form.getByLabelText('Percentage (%)').fill('25');
    const counted = form.getByRole('group', { name: 'Dishes that count' });
    await expect
      .element(counted.getByRole('button', { name: 'Take out Pandan cake slice' }))
      .toBeVisible();
    await counted.getByLabelText('Add a category').selectOptions('Cakes');
    // What never counts, and what the discount never applies to, are lists of their own.
    const neverCounted = form.getByRole('group', { name: 'Dishes that never count' });
    await expect.element(neverCounted.getByText('None left out.')).toBeVisible();
    await neverCounted.getByLabelText('Add a dish').selectOptions('Iced lemon tea');
    const neverDiscounted = form.getByRole('group', { name: 'Dishes it never applies to' });
    await neverDiscounted
      .getByRole('button', { name: 'Take out Dish 116 (not on this menu)' })
      .click();
    await expect.element(neverDiscounted.getByText('None left out.')).toBeVisible();
    await form.getByLabelText('Description in Malay').fill('Dua potong kek atau lebih.');
    await form.getByRole('button', { name: 'Save the promotion' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Promotion saved');
    const { definition } = TWO_CAKES;
    expect(writesOf(spy)).toEqual([
      {
        method: 'PUT',
        url: '/pos/api/outlets/7/promotions/two-cakes',
        body: {
          active: true,
          definition: {
            ...definition,
            translations: {
              ...definition.translations,
              ms: {
                name: 'Diskaun 20% untuk kek apabila beli dua',
                description: 'Dua potong kek atau lebih.',
              },
            },
            action: { ...definition.action, value: '25', exclude: null },
            condition: {
              ...definition.condition,
              include: { items: [115], categories: [13] },
              exclude: { items: [106], categories: [] },
            },
          },
        },
      },
    ]);
    await expect.element(form).not.toBeInTheDocument();
  });

  it('adds a promotion under a checked key, a free dish picked by name, the rest at its defaults', async () => {
    const spy = serve();
    const screen = await renderSignedIn(<OffersPage outlet={outlet} />, person('owner'));
    await screen.getByRole('button', { name: 'Add a promotion' }).click();
    const form = screen.getByRole('form', { name: 'New promotion' });
    await form.getByLabelText('Key (lower-case, fixed once saved)').fill('Free Kopi');
    await form.getByLabelText('Name', { exact: true }).fill('Free kopi over 30.00');
    await form.getByLabelText('The diner').selectOptions('Spends at least an amount');
    await form.getByLabelText('Least spend (SGD)').fill('30');
    await form.getByLabelText('Gives').selectOptions('A chosen dish free');
    await form.getByRole('button', { name: 'Save the promotion' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('A key is lower-case letters, digits and single hyphens');
    await form.getByLabelText('Key (lower-case, fixed once saved)').fill('two-cakes');
    await form.getByRole('button', { name: 'Save the promotion' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('A promotion has this key already');
    await form.getByLabelText('Key (lower-case, fixed once saved)').fill('free-kopi');
    await form.getByRole('button', { name: 'Save the promotion' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Add the dish given free.');
    expect(writesOf(spy)).toEqual([]);
    await form
      .getByRole('group', { name: 'Dishes it applies to' })
      .getByLabelText('Add a dish')
      .selectOptions('Kopi');
    await form.getByLabelText('Name in Chinese').fill('满30送咖啡');
    await form.getByRole('button', { name: 'Save the promotion' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Promotion saved');
    expect(writesOf(spy)).toEqual([
      {
        method: 'PUT',
        url: '/pos/api/outlets/7/promotions/free-kopi',
        body: {
          active: true,
          definition: {
            name: 'Free kopi over 30.00',
            description: null,
            translations: {
              ar: { name: null, description: null },
              zh: { name: '满30送咖啡', description: null },
              ms: { name: null, description: null },
            },
            priority: 4,
            promo_type: 'basic',
            coupon_codes: [],
            action: {
              type: 'gets_free_item',
              value: null,
              max_discount_value: null,
              quantity: null,
              include: { items: [105], categories: [] },
              exclude: null,
              price_modifiers: null,
              bundle_discount: false,
              movement_type: null,
              surcharge: null,
            },
            condition: {
              type: 'buys_for_specific_amount',
              include: null,
              exclude: null,
              min_qty: null,
              max_qty: null,
              min_price: '30',
              bundle_discount: false,
            },
          },
        },
      },
    ]);
  });

  it('adds a coupon under its code upper-cased, with what a new coupon carries', async () => {
    const spy = serve();
    const screen = await renderSignedIn(<OffersPage outlet={outlet} />, person('owner'));
    await screen.getByRole('button', { name: 'Add a coupon' }).click();
    const form = screen.getByRole('form', { name: 'New coupon' });
    await form.getByLabelText('Code (fixed once saved)').fill('lunch_20');
    await form.getByLabelText('Name', { exact: true }).fill('Lunch: 20% off');
    await form.getByLabelText('Percentage (%)').fill('20');
    await form.getByLabelText('Most taken off (SGD, blank for no limit)').fill('15');
    await form.getByLabelText('Least order (SGD, blank for none)').fill('40.00');
    await form.getByRole('checkbox', { name: 'On the whole order' }).click();
    await form.getByRole('button', { name: 'Save the coupon' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Coupon saved');
    expect(writesOf(spy)).toEqual([
      {
        method: 'PUT',
        url: '/pos/api/outlets/7/coupons/LUNCH_20',
        body: {
          active: true,
          definition: {
            discount_name: 'Lunch: 20% off',
            discount_type: 'PERCENTAGE',
            discount_rate: '20',
            maxdiscountableAmount: '15',
            min_order_amount: '40.00',
            on_total: false,
            applied_from_pos: false,
            promotion_id: null,
            applicable_on_dinein: true,
          },
        },
      },
    ]);
  });

  it('refuses an amount beyond the currency’s places before sending, then says the server’s refusal', async () => {
    const spy = serve(() =>
      json(
        {
          error: 'definition.discount_rate: expected a decimal with at most 2 places',
          error_id: 'coupon_invalid',
        },
        422,
      ),
    );
    const screen = await renderSignedIn(<OffersPage outlet={outlet} />, person('owner'));
    await screen.getByRole('button', { name: 'Change TAKE5' }).click();
    const form = screen.getByRole('form', { name: 'Coupon TAKE5' });
    await form.getByLabelText('Amount (SGD)').fill('4.505');
    await form.getByRole('button', { name: 'Save the coupon' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('An amount is a number with at most 2 decimals in SGD.');
    expect(writesOf(spy)).toEqual([]);
    await form.getByLabelText('Amount (SGD)').fill('4.50');
    await form.getByRole('checkbox', { name: 'Diners may use it' }).click();
    await form.getByRole('button', { name: 'Save the coupon' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('definition.discount_rate: expected a decimal with at most 2 places');
    expect(writesOf(spy)).toEqual([
      {
        method: 'PUT',
        url: '/pos/api/outlets/7/coupons/TAKE5',
        body: { active: true, definition: { ...TAKE5.definition, discount_rate: '4.50' } },
      },
    ]);
    // Refused, the form stays open with what was typed.
    await expect.element(form.getByLabelText('Amount (SGD)')).toHaveValue('4.50');
  });

  it('ends the loyalty programme, balances kept, once the owner confirms', async () => {
    const spy = serve(() => json({ ...OFFERS, loyalty: null }));
    const screen = await renderSignedIn(<OffersPage outlet={outlet} />, person('owner'));
    const form = screen.getByRole('form', { name: 'Loyalty programme' });
    await expect
      .element(form.getByText('Ending the programme keeps every diner’s points balance.'))
      .toBeVisible();
    confirmSpy.mockReturnValueOnce(false);
    await form.getByRole('button', { name: 'End the programme' }).click();
    expect(writesOf(spy)).toEqual([]);
    await form.getByRole('button', { name: 'End the programme' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loyalty programme ended');
    expect(confirmSpy).toHaveBeenCalledTimes(2);
    expect(writesOf(spy)).toEqual([
      { method: 'PUT', url: '/pos/api/outlets/7/loyalty', body: { loyalty: null } },
    ]);
  });

  it('refuses a loyalty amount beyond the currency’s places, then saves the programme', async () => {
    const spy = serve();
    const screen = await renderSignedIn(<OffersPage outlet={outlet} />, person('owner'));
    const form = screen.getByRole('form', { name: 'Loyalty programme' });
    await form.getByLabelText('Worth of one point (SGD)').fill('0.015');
    await form.getByRole('button', { name: 'Save the programme' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('An amount is a number with at most 2 decimals in SGD.');
    expect(writesOf(spy)).toEqual([]);
    await form.getByLabelText('Worth of one point (SGD)').fill('0.05');
    await form.getByLabelText('Most redeemed at once (SGD, 0 for no limit)').fill('20');
    await form.getByRole('button', { name: 'Save the programme' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loyalty programme saved');
    expect(writesOf(spy)).toEqual([
      {
        method: 'PUT',
        url: '/pos/api/outlets/7/loyalty',
        body: {
          loyalty: {
            points_per_currency_unit: '1',
            point_value: '0.05',
            min_redeem_value: '1.00',
            max_redeem_value: '20',
          },
        },
      },
    ]);
  });

  it('shows a manager the offers to read, with no way to save or add', async () => {
    const spy = serve();
    const screen = await renderSignedIn(<OffersPage outlet={outlet} />, person('manager'));
    await expect
      .element(
        screen.getByText('The offers are the company’s: you may read them; an owner changes them.'),
      )
      .toBeVisible();
    await screen.getByRole('button', { name: 'Read 20% off cakes when you buy two' }).click();
    const form = screen.getByRole('form', { name: 'Promotion 20% off cakes when you buy two' });
    await expect.element(form.getByLabelText('Percentage (%)')).toBeDisabled();
    await expect.element(form.getByLabelText('Percentage (%)')).toHaveValue('20');
    await screen.getByRole('button', { name: 'Read SAVE10' }).click();
    await expect
      .element(screen.getByRole('form', { name: 'Coupon SAVE10' }).getByLabelText('Percentage (%)'))
      .toBeDisabled();
    await expect
      .element(
        screen
          .getByRole('form', { name: 'Loyalty programme' })
          .getByLabelText('Worth of one point (SGD)'),
      )
      .toBeDisabled();
    for (const name of [
      'Save the promotion',
      'Save the coupon',
      'Save the programme',
      'End the programme',
      'Add a promotion',
      'Add a coupon',
    ]) {
      await expect.element(screen.getByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.container.querySelector('button[type="submit"]')).toBeNull();
    expect(writesOf(spy)).toEqual([]);
  });

  it('reads in Arabic, right to left, the Arabic name field written right to left', async () => {
    serve();
    const screen = await renderSignedIn(<OffersPage outlet={outlet} />, person('owner'), 'ar');
    await expect.element(screen.getByRole('heading', { name: 'العروض الترويجية' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'قسائم الخصم' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'برنامج الولاء' })).toBeVisible();
    expect(screen.container.querySelector('[dir="rtl"]')).not.toBeNull();
    await screen.getByRole('button', { name: 'تعديل 20% off cakes when you buy two' }).click();
    const arabic = screen.getByLabelText('الاسم بـالعربية');
    await expect.element(arabic).toHaveAttribute('dir', 'rtl');
    await expect.element(arabic).toHaveValue('خصم 20% على الكعك عند شراء قطعتين');
    await expect.element(screen.getByRole('checkbox', { name: 'متاح للزبائن' })).toBeChecked();
    expect(screen.container.textContent).not.toContain('Save the');
    expect(screen.container.textContent).not.toContain('Offered');
  });
});
