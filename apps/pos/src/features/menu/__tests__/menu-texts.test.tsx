import type { PosMenuEditor } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { isPriceText } from '../../../lib/price-text';
import { missingByLanguage, missingLanguages } from '../menu-texts';

describe('the menu’s missing texts', () => {
  it('names the languages but the first where a name is blank or absent', () => {
    const languages = ['en', 'ar', 'zh', 'ms'];
    expect(missingLanguages(languages, { ar: { name: 'شاي' }, zh: { name: '  ' } })).toEqual([
      'zh',
      'ms',
    ]);
    expect(missingLanguages(languages, undefined)).toEqual(['ar', 'zh', 'ms']);
  });

  it('counts categories, items once, groups and options by language', () => {
    const item = {
      id: 1,
      type: 'item',
      name: 'Tea',
      description: null,
      short_description: null,
      image_url: null,
      unit_price: '2.00',
      final_price: null,
      tags: [],
      sequence_no: 1,
      is_popular: false,
      translations: { ar: { name: 'شاي', description: null } },
      groups: [
        {
          id: 5,
          name: 'Sugar',
          translations: { ar: { name: 'سكر' } },
          items: [{ id: 6, name: 'Less', unit_price: '0', final_price: null, is_default: false }],
          minimum: 0,
          maximum: 1,
          has_quantity_selector: false,
          type: 'single_item' as const,
        },
      ],
    };
    const editor: PosMenuEditor = {
      menu: {
        categories: [
          { id: 1, name: 'Drinks', items: [item], has_subcategory: false, schedules: null },
          { id: 2, name: 'Again', items: [item], has_subcategory: false, schedules: null },
        ],
        taxes: [],
        surcharges: [],
        is_tax_inclusive: false,
      },
      languages: ['en', 'ar'],
      currency: 'SGD',
      decimal_precision: 2,
      version: 1,
    };
    // Two categories and one option lack Arabic; the item and its group have it.
    expect(missingByLanguage(editor)).toEqual({ ar: 3 });
  });

  it('takes a price at the currency’s places only', () => {
    expect(isPriceText('4.5', 2)).toBe(true);
    expect(isPriceText('4.50', 2)).toBe(true);
    expect(isPriceText('4.505', 2)).toBe(false);
    expect(isPriceText('0.345', 3)).toBe(true);
    expect(isPriceText('1200', 0)).toBe(true);
    expect(isPriceText('1200.5', 0)).toBe(false);
    expect(isPriceText('-1', 2)).toBe(false);
    expect(isPriceText('', 2)).toBe(false);
  });
});
