import { describe, expect, it } from 'vitest';
import {
  deliveryCharge,
  menu,
  scheduledCategory,
  singleItemGroup,
} from '../../../test/fixtures/entities/index';
import {
  advertisementSchema,
  companySchema,
  menuCategorySchema,
  menuSchema,
  modifierGroupItemSchema,
  modifierGroupSchema,
  orderSurchargeSchema,
  outletSchema,
  paymentTypeSchema,
  promotionSchema,
  surchargeSchema,
} from '../index';
import { posEndpoints as pos } from '../../contract/index';
import { reject, withField } from './reject';

/*
 * Every text a venue writes carries translations by locale, as a menu item does (docs/api.md,
 * "Venue texts in every language"): optional, so documents written before them still parse.
 */

const names = { ar: { name: 'الفطور' }, zh: { name: '早餐' }, ms: { name: null } };

describe('venue translations', () => {
  it('a category, a modifier group, a modifier and a surcharge take names by locale', () => {
    const group = { ...singleItemGroup, translations: names };
    expect(modifierGroupSchema.parse(group)).toEqual(group);
    const [option] = singleItemGroup.items;
    const translated = { ...option, translations: names };
    expect(modifierGroupItemSchema.parse(translated)).toEqual(translated);
    const category = { ...scheduledCategory, translations: names };
    expect(menuCategorySchema.parse(category)).toEqual(category);
    const surcharge = { ...deliveryCharge, translations: names };
    expect(surchargeSchema.parse(surcharge)).toEqual(surcharge);
  });

  it('documents without translations still parse, unchanged (they are optional)', () => {
    expect(menuSchema.parse(menu)).toEqual(menu);
    expect('translations' in menuCategorySchema.parse(scheduledCategory)).toBe(false);
  });

  it('refuses a locale key that jsonb cannot store: an unpaired surrogate, a NUL', () => {
    for (const key of ['\ud83d', 'a\u0000']) {
      const translations = { [key]: { name: 'x' } };
      const issue = reject(
        menuCategorySchema,
        withField(scheduledCategory, 'translations', translations),
      );
      expect(issue).toEqual({ path: `translations.${key}`, message: 'Invalid key in record' });
    }
    const posCategory = { name: 'Supper', translations: { '\ud83d': { name: null } } };
    expect(pos.addCategory.body.safeParse(posCategory).success).toBe(false);
    const settings = { profile: { translations: { '\udc00': { announcement: 'x' } } } };
    expect(pos.changeOutletSettings.body.safeParse(settings).success).toBe(false);
  });

  it('refuses a translated text that is not text, or that holds a NUL', () => {
    expect(
      reject(menuCategorySchema, withField(scheduledCategory, 'translations', { ar: { name: 7 } })),
    ).toMatchObject({ path: 'translations.ar.name' });
    expect(
      reject(
        surchargeSchema,
        withField(deliveryCharge, 'translations', { zh: { name: 'a\u0000b' } }),
      ),
    ).toEqual({
      path: 'translations.zh.name',
      message: 'must not contain a NUL character (U+0000)',
    });
    expect(
      reject(menuCategorySchema, withField(scheduledCategory, 'translations', ['الفطور'])),
    ).toMatchObject({ path: 'translations' });
  });

  it('each entity translates its own fields', () => {
    const promotion = promotionSchema.shape.translations.parse({
      ar: { name: 'خصم', description: 'وصف' },
    });
    expect(promotion?.ar).toEqual({ name: 'خصم', description: 'وصف' });
    expect(
      paymentTypeSchema.shape.translations.parse({ ms: { title: 'Bayar di kaunter' } }),
    ).toEqual({ ms: { title: 'Bayar di kaunter' } });
    expect(outletSchema.shape.translations.parse({ zh: { announcement: '欢迎' } })).toEqual({
      zh: { announcement: '欢迎' },
    });
    expect(companySchema.shape.translations.parse({ ar: { announcement: 'أهلاً' } })).toEqual({
      ar: { announcement: 'أهلاً' },
    });
    expect(
      advertisementSchema.shape.translations.parse({
        ar: { title: 'جرّب', image_url: 'https://example.com/ad.ar.svg' },
      }),
    ).toEqual({ ar: { title: 'جرّب', image_url: 'https://example.com/ad.ar.svg' } });
    expect(() =>
      advertisementSchema.shape.translations.parse({ ar: { image_url: 'not a url' } }),
    ).toThrow();
    expect(orderSurchargeSchema.shape.translations.parse({ ar: { name: 'رسوم' } })).toEqual({
      ar: { name: 'رسوم' },
    });
  });
});
