import { describe, expect, it } from 'vitest';
import {
  categoryWithSubcategory,
  classicBurger,
  comboMeal,
  deliveryCharge,
  lateNightCategory,
  menu,
  multipleItemGroup,
  municipalityFee,
  orderDeliveryCharge,
  orderServiceCharge,
  quantitySelectorGroup,
  scheduledCategory,
  serviceCharge,
  singleItemGroup,
  taxInclusiveMenu,
  vat,
} from '../../../test/fixtures/entities/index';
import {
  ITEM_TAGS,
  categoryScheduleSchema,
  itemTagSchema,
  menuCategorySchema,
  menuItemSchema,
  menuSchema,
  modifierGroupItemSchema,
  modifierGroupSchema,
  orderSurchargeSchema,
  outOfStockItemSchema,
  surchargeSchema,
  taxSchema,
} from '../index';
import { reject, report, withField } from './reject';

describe('menuSchema', () => {
  it.each([
    ['a menu with a scheduled category, a sub-category and a grouped item', menu],
    ['a tax-inclusive menu without out_of_stock_items', taxInclusiveMenu],
  ])('accepts %s', (_name, fixture) => {
    expect(menuSchema.parse(fixture)).toEqual(fixture);
  });

  it('accepts each category, item and group alone', () => {
    for (const category of [scheduledCategory, categoryWithSubcategory, lateNightCategory])
      expect(menuCategorySchema.parse(category)).toEqual(category);
    for (const item of [classicBurger, comboMeal]) expect(menuItemSchema.parse(item)).toEqual(item);
    for (const group of [singleItemGroup, multipleItemGroup, quantitySelectorGroup])
      expect(modifierGroupSchema.parse(group)).toEqual(group);
    for (const entry of menu.out_of_stock_items ?? [])
      expect(outOfStockItemSchema.parse(entry)).toEqual(entry);
  });

  it('rejects a price given as a number, naming the path', () => {
    const bad = {
      ...menu,
      categories: [{ ...scheduledCategory, items: [{ ...classicBurger, unit_price: 12.5 }] }],
    };
    const issue = reject(menuSchema, bad);
    expect(issue.path).toBe('categories.0.items.0.unit_price');
    expect(issue.message).toContain('expected string');
    expect(report(menuSchema, bad)).toContain('→ at categories[0].items[0].unit_price');
  });

  it('rejects a negative price', () => {
    expect(reject(menuItemSchema, withField(classicBurger, 'final_price', '-1.00')).message).toBe(
      'must be a non-negative decimal string such as "12.50"',
    );
  });

  it('checks nested items of a grouped item and sub-categories at depth', () => {
    const nested = {
      ...comboMeal,
      items: [{ ...classicBurger, items: [{ ...classicBurger, id: 0 }] }],
    };
    expect(reject(menuItemSchema, nested).path).toBe('items.0.items.0.id');
    const category = {
      ...categoryWithSubcategory,
      categories: [{ ...scheduledCategory, categories: [{ ...scheduledCategory, name: '  ' }] }],
    };
    expect(reject(menuCategorySchema, category)).toEqual({
      path: 'categories.0.categories.0.name',
      message: 'must not be empty',
    });
  });

  it('rejects an unknown label tag', () => {
    const issue = reject(menuItemSchema, withField(classicBurger, 'tags', ['veg', 'halal']));
    expect(issue.path).toBe('tags.1');
    expect(issue.message).toContain('Invalid option');
  });

  it('rejects a schedule day outside 1 to 7 and a time that is not HH:MM', () => {
    expect(reject(categoryScheduleSchema, { days: [0], time_slots: [] })).toEqual({
      path: 'days.0',
      message: 'days run 1 to 7',
    });
    expect(
      reject(categoryScheduleSchema, {
        days: [1],
        time_slots: [{ start_time: '7am', end_time: '11:30' }],
      }),
    ).toEqual({ path: 'time_slots.0.start_time', message: 'must be HH:MM, from 00:00 to 23:59' });
  });

  it('lets a slot end at 24:00 but never start then (the engine could not read the menu)', () => {
    const slot = (start_time: string, end_time: string) => ({
      days: [1],
      time_slots: [{ start_time, end_time }],
    });
    expect(categoryScheduleSchema.safeParse(slot('18:00', '24:00')).success).toBe(true);
    expect(categoryScheduleSchema.safeParse(slot('18:00', '24:00:00')).success).toBe(true);
    expect(reject(categoryScheduleSchema, slot('24:00', '02:00'))).toEqual({
      path: 'time_slots.0.start_time',
      message: 'must be HH:MM, from 00:00 to 23:59',
    });
    expect(reject(categoryScheduleSchema, slot('24:00:00', '24:00')).path).toBe(
      'time_slots.0.start_time',
    );
  });

  it('rejects a modifier group with a negative minimum or an unknown type', () => {
    expect(reject(modifierGroupSchema, withField(singleItemGroup, 'minimum', -1)).path).toBe(
      'minimum',
    );
    expect(reject(modifierGroupSchema, withField(singleItemGroup, 'type', 'any')).path).toBe(
      'type',
    );
    expect(
      reject(modifierGroupItemSchema, withField(multipleItemGroup.items[0] ?? {}, 'id', undefined))
        .path,
    ).toBe('id');
  });

  it('lists the nine label tags', () => {
    expect(ITEM_TAGS).toHaveLength(9);
    expect(itemTagSchema.parse('gluten-free')).toBe('gluten-free');
  });

  it('drops fields it does not know at every level', () => {
    const parsed = menuSchema.parse({
      ...taxInclusiveMenu,
      version: 3,
      categories: [{ ...categoryWithSubcategory, colour: 'red' }],
    });
    expect(parsed).not.toHaveProperty('version');
    expect(parsed.categories[0]).not.toHaveProperty('colour');
  });
});

describe('taxSchema and the surcharges', () => {
  it('accepts taxes and surcharges', () => {
    for (const tax of [vat, municipalityFee]) expect(taxSchema.parse(tax)).toEqual(tax);
    for (const surcharge of [serviceCharge, deliveryCharge])
      expect(surchargeSchema.parse(surcharge)).toEqual(surcharge);
    for (const surcharge of [orderServiceCharge, orderDeliveryCharge])
      expect(orderSurchargeSchema.parse(surcharge)).toEqual(surcharge);
  });

  it('rejects a tax type other than PERCENTAGE and a rate given as a number', () => {
    expect(reject(taxSchema, { ...vat, type: 'FIXED' }).path).toBe('type');
    expect(reject(taxSchema, { ...vat, value: 5 }).message).toContain('expected string');
  });

  it('rejects a menu surcharge written the order way, and the other way round', () => {
    expect(reject(surchargeSchema, withField(serviceCharge, 'type', 1)).path).toBe('type');
    expect(
      reject(orderSurchargeSchema, withField(orderServiceCharge, 'surcharge_type', 3)).message,
    ).toBe('Invalid option: expected one of 1|2');
  });

  it('rejects a negative surcharge amount', () => {
    expect(reject(orderSurchargeSchema, { ...orderServiceCharge, amount: '-6.40' }).path).toBe(
      'amount',
    );
  });
});
