import { describe, expect, it } from 'vitest';
import { readVenueFile } from '../../src/venue-file/read-venue-file';
import type { VenueFile } from '../../src/venue-file/venue-file-schema';
import { dinarVenueFile, yenCafeFile } from './support/currency-venues';

/*
 * A venue file's amounts at its currency's precision, including those that are money only by
 * their type: a FIXED surcharge, a FIXED coupon, a value or fixed-price promotion. Percentages
 * keep their own decimals whatever the currency.
 */

/** The problems `pnpm venue validate` reports for the file, as `path: message`. */
function problemsOf(file: VenueFile): string[] {
  const result = readVenueFile(JSON.stringify(file));
  return result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
}

/** The file's promotion with this key. */
function promotion(file: VenueFile, key: string) {
  const found = file.promotions.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no promotion ${key}`);
  return found.definition.action;
}

/** The file's coupon with this code. */
function coupon(file: VenueFile, code: string) {
  const found = file.coupons.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`no coupon ${code}`);
  return found.definition;
}

describe('venue file amounts at the currency precision', () => {
  it('the yen and dinar venues of the currency tests validate', () => {
    expect(problemsOf(yenCafeFile())).toEqual([]);
    expect(problemsOf(dinarVenueFile())).toEqual([]);
  });

  it('refuses sen in a yen venue wherever money stands, and takes percentages with decimals', () => {
    const file = yenCafeFile();
    const surcharges = file.outlets[0]?.menu.surcharges ?? [];
    const packaging = surcharges.findIndex((surcharge) => surcharge.type === 'FIXED');
    const service = surcharges.findIndex((surcharge) => surcharge.type === 'PERCENTAGE');
    const [fixed, percent] = [surcharges[packaging], surcharges[service]];
    if (!fixed || !percent) throw new Error('the cafe has no fixed or percentage charge');
    fixed.value = '50.50';
    percent.value = '12.5';
    promotion(file, 'iced-tea-pair').value = '100.5';
    promotion(file, 'cake-and-flat-white').value = '999.99';
    promotion(file, 'two-cakes').value = '20.5';
    coupon(file, 'TAKE5').discount_rate = '500.25';
    coupon(file, 'SAVE10').discount_rate = '7.5';
    const at = (key: string) => file.promotions.findIndex((p) => p.key === key);
    const couponAt = (code: string) => file.coupons.findIndex((c) => c.code === code);
    expect(problemsOf(file)).toEqual([
      `outlets[0].menu.surcharges[${String(packaging)}].value: expected a decimal with at most 0 places`,
      `coupons[${String(couponAt('TAKE5'))}].definition.discount_rate: expected a decimal with at most 0 places`,
      `promotions[${String(at('iced-tea-pair'))}].definition.action.value: expected a decimal with at most 0 places`,
      `promotions[${String(at('cake-and-flat-white'))}].definition.action.value: expected a decimal with at most 0 places`,
    ]);
  });

  it('refuses a fourth decimal in a dinar venue', () => {
    const file = dinarVenueFile();
    const packaging = file.outlets[0]?.menu.surcharges[1];
    if (!packaging) throw new Error('no packaging charge');
    packaging.value = '0.1255';
    expect(problemsOf(file)).toEqual([
      'outlets[0].menu.surcharges[1].value: expected a decimal with at most 3 places',
    ]);
  });
});
