import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * A restaurant with a long menu for `bench --menu-items N` (issue 33: "a 1,000-item menu behind a
 * flag of the bench, not the default demo"): a venue file (docs/venue-file.md) written as JSON,
 * which the importer reads as YAML reads JSON, imported into the bench's own demo server by
 * startDemoServer({ venueFiles }). Categories of 50 items in the cafe's four languages, each with
 * a description, labels and one of the demo's pictures; every fourth item has a required size
 * (Add opens the modifier sheet), the others go into the cart at once. One counter, take-away
 * only and no announcement, so its link lands on the menu itself.
 */

/** The company's name in the start banner, by which startDemoServer lists its links. */
export const LARGE_MENU_COMPANY = 'Long Menu Kitchen';

/** Items per category, as the menu's own 1,000-item test has them (long-menu.test.tsx). */
const PER_CATEGORY = 50;

/** The demo's own pictures (apps/server/public/images), moved onto the server's address. */
const PICTURES = [
  'kaya-toast',
  'eggs-benedict',
  'laksa',
  'chicken-rice',
  'kopi',
  'flat-white',
  'iced-lemon-tea',
  'chocolate-cake',
  'brunch-platter',
  'juice',
];

const LABELS = [['veg'], ['non-veg', 'spicy'], ['veg', 'milk'], ['non-veg', 'fish'], ['egg']];

const GST = { id: 1, name: 'GST', type: 'PERCENTAGE', value: '9' };

/** A name in each of the four languages from its number. */
const named = (english, number) => ({
  name: `${english} ${String(number)}`,
  translations: {
    ar: { name: `طبق ${String(number)}` },
    ms: { name: `Hidangan ${String(number)}` },
    zh: { name: `菜品 ${String(number)}` },
  },
});

/** The item's name as the menu shows it in English: "Dish 1", "Dish 2", … */
export const largeMenuItemName = (number) => `Dish ${String(number)}`;

/** Whether the item of this number has a required size, so its Add opens the modifier sheet. */
export const hasModifiers = (number) => number % 4 === 1;

function item(number, sequence) {
  const { name, translations } = named('Dish', number);
  const description =
    'A dish of the long menu, described at the length of the demo’s own so that the card wraps it on a phone.';
  return {
    id: 10_000 + number,
    type: 'item',
    name,
    description,
    short_description: null,
    image_url: `http://localhost:3000/images/${PICTURES[number % PICTURES.length]}.svg`,
    unit_price: `${String(3 + (number % 17))}.${number % 2 === 0 ? '50' : '90'}`,
    final_price: null,
    tags: LABELS[number % LABELS.length],
    sequence_no: sequence,
    is_popular: number % 25 === 0,
    translations: Object.fromEntries(
      Object.entries(translations).map(([locale, text]) => [
        locale,
        { ...text, description: `${text.name}.` },
      ]),
    ),
    groups: hasModifiers(number)
      ? [
          {
            id: 1,
            name: 'Size',
            translations: { ar: { name: 'الحجم' }, ms: { name: 'Saiz' }, zh: { name: '份量' } },
            items: [
              {
                id: 1,
                name: 'Regular',
                translations: { ar: { name: 'عادي' }, ms: { name: 'Biasa' }, zh: { name: '标准' } },
                unit_price: '0',
                final_price: null,
                is_default: true,
              },
              {
                id: 2,
                name: 'Large',
                translations: { ar: { name: 'كبير' }, ms: { name: 'Besar' }, zh: { name: '大份' } },
                unit_price: '1.50',
                final_price: null,
                is_default: false,
              },
            ],
            minimum: 1,
            maximum: 1,
            has_quantity_selector: false,
            type: 'single_item',
          },
        ]
      : [],
    taxes: [GST],
  };
}

/** The venue file's content: `itemCount` items in categories of 50. */
export function largeMenuVenue(itemCount) {
  const categories = [];
  for (let first = 1; first <= itemCount; first += PER_CATEGORY) {
    const number = categories.length + 1;
    const items = [];
    for (let n = first; n < first + PER_CATEGORY && n <= itemCount; n += 1) {
      items.push(item(n, items.length + 1));
    }
    categories.push({
      id: number,
      ...named('Category', number),
      items,
      has_subcategory: false,
      schedules: null,
    });
  }
  return {
    format: 'tabula-venue/1',
    company: {
      key: 'long-menu-kitchen',
      plan: 'sapaad_direct',
      time_zone: 'Asia/Singapore',
      profile: {
        name: LARGE_MENU_COMPANY,
        announcement: null,
        brand_color: '#9A3412',
        logo: null,
        currency: 'SGD',
        country_code: 'SG',
        decimal_precision: 2,
        has_tips: false,
        website_url: null,
        domain_name: null,
        locale_data: { locales: ['en', 'zh', 'ms', 'ar'], default: 'en' },
        sms_info: { sms_module_status: false, sms_rules: { order_confirmed: false } },
        otp_settings: { email: true },
        configuration: { captcha_enabled: false, email: null, contact_number: '+65 6000 0000' },
        loyalty_details: {
          enabled_for_walkin: false,
          enabled_for_dinein: false,
          is_discount: false,
        },
      },
      tips: [],
      loyalty: null,
    },
    outlets: [
      {
        key: 'outlet-1',
        profile: {
          announcement: null,
          service_type: 'take_away',
          call_waiter_enabled: false,
          auto_confirm_enabled: false,
          checkout_mode: 'guest',
          open_tab_checkout_mode: 'guest',
        },
        menu: { categories, taxes: [GST], surcharges: [], is_tax_inclusive: false },
        payment_types: [
          {
            id: 1,
            payment_type: 'cash',
            title: 'Pay at the counter',
            translations: {},
            public_key: null,
            sapaad_payment_type_id: 901,
            partner_name: null,
            direct_payment_enabled: false,
            google_pay_enabled: false,
            apple_pay_enabled: false,
            google_pay_merchant_id: null,
            merchant_id: null,
            generic_integration: false,
            generic_standalone_integration: false,
          },
        ],
        counters: [{ label: 'Counter', dine_mode: 'take_away' }],
      },
    ],
    promotions: [],
    coupons: [],
  };
}

/**
 * Writes the venue file of a restaurant with `itemCount` items into the folder.
 *
 * @returns the file's path
 */
export async function writeLargeMenuVenue(dir, itemCount) {
  const file = join(dir, `long-menu-${String(itemCount)}.venue.json`);
  await writeFile(file, `${JSON.stringify(largeMenuVenue(itemCount), null, 2)}\n`);
  return file;
}
