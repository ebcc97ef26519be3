import type { Menu, Tax } from '@tabula/api-client';
import {
  category,
  chooseCounts,
  chooseOne,
  chooseSeveral,
  EVERY_DAY,
  menuItem,
  option,
  schedule,
} from './menu-builders';

/*
 * The Kuwait restaurant's menu (spec: A§3 Menu): KWD at 3 decimals, prices that include tax,
 * English names with Arabic translations of every item, category, modifier group and modifier
 * (the company's default locale is Arabic; seed-kuwait.ts lists the English as a translation too).
 */

/** Category ids of the Kuwait menu. */
export const KUWAIT_CATEGORIES = {
  breakfast: 21,
  mezze: 22,
  grills: 23,
  rice: 24,
  desserts: 25,
  drinks: 26,
} as const;

/** Item ids of the Kuwait menu. */
export const KUWAIT_ITEMS = {
  balaleet: 501,
  hummus: 502,
  fattoush: 503,
  mixedGrill: 504,
  zubaidi: 505,
  chickenMachboos: 506,
  lugaimat: 507,
  juice: 508,
  juiceOrange: 509,
  juiceLemonMint: 510,
  karak: 511,
} as const;

/** A 5% tax already included in the prices (our choice: the demo needs a tax-inclusive menu). */
export const KUWAIT_TAX: Tax = { id: 2, name: 'VAT', type: 'PERCENTAGE', value: '5' };

const taxes = [KUWAIT_TAX];
const I = KUWAIT_ITEMS;

/** The Kuwait restaurant's menu as stored. */
export const KUWAIT_MENU: Omit<Menu, 'out_of_stock_items'> = {
  categories: [
    category(
      KUWAIT_CATEGORIES.breakfast,
      ['Breakfast', { ar: 'الفطور' }],
      [
        menuItem({
          id: I.balaleet,
          name: 'Balaleet',
          description: 'Sweet saffron vermicelli topped with a thin omelette.',
          price: '1.750',
          tags: ['veg', 'egg'],
          image: 'balaleet.svg',
          sequence: 1,
          taxes,
          texts: { ar: ['بلاليط', 'شعيرية حلوة بالزعفران مع عجة رقيقة.'] },
        }),
      ],
      [schedule(EVERY_DAY, '06:00', '11:30')],
    ),
    category(
      KUWAIT_CATEGORIES.mezze,
      ['Mezze', { ar: 'المقبلات' }],
      [
        menuItem({
          id: I.hummus,
          name: 'Hummus',
          description: 'Chickpeas with tahini, lemon and olive oil.',
          price: '1.250',
          tags: ['veg', 'gluten-free'],
          image: 'hummus.svg',
          sequence: 1,
          popular: true,
          taxes,
          texts: { ar: ['حمص', 'حمص بالطحينة والليمون وزيت الزيتون.'] },
        }),
        menuItem({
          id: I.fattoush,
          name: 'Fattoush',
          description: 'Garden salad with toasted bread and sumac.',
          price: '1.500',
          tags: ['veg', 'nuts'],
          image: 'fattoush.svg',
          sequence: 2,
          taxes,
          texts: { ar: ['فتوش', 'سلطة خضراء مع خبز محمص وسماق.'] },
        }),
      ],
    ),
    category(
      KUWAIT_CATEGORIES.grills,
      ['Grills', { ar: 'المشاوي' }],
      [
        menuItem({
          id: I.mixedGrill,
          name: 'Mixed grill',
          description: 'Lamb kebab, shish tawook and lamb chops with grilled vegetables.',
          price: '4.750',
          tags: ['non-veg', 'spicy'],
          image: 'mixed-grill.svg',
          sequence: 1,
          taxes,
          texts: { ar: ['مشاوي مشكلة', 'كباب لحم وشيش طاووق وريش غنم مع خضار مشوية.'] },
          groups: [
            chooseSeveral(601, ['Sauces', { ar: 'الصلصات' }], { minimum: 0, maximum: 2 }, [
              option(701, ['Garlic sauce', { ar: 'صلصة الثوم' }], '0.000', true),
              option(702, ['Chilli sauce', { ar: 'صلصة حارة' }], '0.000'),
              option(703, ['Tahini', { ar: 'طحينة' }], '0.150'),
            ]),
          ],
        }),
        menuItem({
          id: I.zubaidi,
          name: 'Grilled zubaidi',
          description: 'Whole pomfret grilled with Kuwaiti spices.',
          price: '6.500',
          tags: ['fish', 'gluten-free'],
          image: 'zubaidi.svg',
          sequence: 2,
          taxes,
          texts: { ar: ['زبيدي مشوي', 'سمك زبيدي كامل مشوي بالبهارات الكويتية.'] },
        }),
      ],
    ),
    category(
      KUWAIT_CATEGORIES.rice,
      ['Rice', { ar: 'الأرز' }],
      [
        menuItem({
          id: I.chickenMachboos,
          name: 'Chicken machboos',
          description: 'Spiced rice with slow-cooked chicken, dried lime and fried onions.',
          price: '3.250',
          tags: ['non-veg', 'very-spicy', 'milk'],
          image: 'machboos.svg',
          sequence: 1,
          popular: true,
          taxes,
          texts: { ar: ['مجبوس دجاج', 'أرز متبل مع دجاج مطهو ببطء ولومي وبصل مقلي.'] },
          groups: [
            chooseOne(
              602,
              ['Portion', { ar: 'الحصة' }],
              [
                option(704, ['Regular', { ar: 'عادية' }], '0.000', true),
                option(705, ['Large', { ar: 'كبيرة' }], '1.000'),
              ],
            ),
            chooseCounts(603, ['Extra daqoos', { ar: 'دقوس إضافي' }], { minimum: 0, maximum: 3 }, [
              option(706, ['Daqoos (tomato sauce)', { ar: 'دقوس (صلصة طماطم)' }], '0.100'),
            ]),
          ],
        }),
      ],
    ),
    category(
      KUWAIT_CATEGORIES.desserts,
      ['Desserts', { ar: 'الحلويات' }],
      [
        menuItem({
          id: I.lugaimat,
          name: 'Lugaimat',
          description: 'Crisp dumplings in date syrup with sesame.',
          price: '1.000',
          tags: ['veg', 'milk'],
          image: 'lugaimat.svg',
          sequence: 1,
          taxes,
          texts: { ar: ['لقيمات', 'كرات مقرمشة بدبس التمر والسمسم.'] },
        }),
      ],
    ),
    category(
      KUWAIT_CATEGORIES.drinks,
      ['Drinks', { ar: 'المشروبات' }],
      [
        menuItem({
          id: I.juice,
          name: 'Fresh juice',
          description: 'Pressed to order.',
          price: '1.000',
          tags: ['veg', 'gluten-free'],
          image: 'juice.svg',
          sequence: 1,
          taxes,
          texts: { ar: ['عصير طازج', 'يعصر عند الطلب.'] },
          items: [
            menuItem({
              id: I.juiceOrange,
              name: 'Orange juice',
              description: null,
              price: '1.000',
              tags: ['veg', 'gluten-free'],
              image: 'juice.svg',
              sequence: 1,
              taxes,
              texts: { ar: ['عصير برتقال', null] },
            }),
            menuItem({
              id: I.juiceLemonMint,
              name: 'Lemon and mint',
              description: null,
              price: '1.250',
              tags: ['veg', 'gluten-free'],
              image: 'juice.svg',
              sequence: 2,
              taxes,
              texts: { ar: ['ليمون ونعناع', null] },
            }),
          ],
        }),
        menuItem({
          id: I.karak,
          name: 'Karak tea',
          description: 'Strong tea with cardamom and evaporated milk.',
          price: '0.500',
          tags: ['veg', 'milk'],
          image: 'karak.svg',
          sequence: 2,
          taxes,
          texts: { ar: ['شاي كرك', 'شاي قوي بالهيل والحليب المبخر.'] },
        }),
      ],
    ),
  ],
  taxes,
  surcharges: [],
  is_tax_inclusive: true,
};
