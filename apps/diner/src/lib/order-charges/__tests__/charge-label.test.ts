import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { chargeLabel, type ChargeKind } from '../charge-label';

// The source-language texts (no catalog loaded): the catalogs already translate each of them.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('chargeLabel', () => {
  it.each<[ChargeKind, string | null, string]>([
    ['subtotal', null, 'Subtotal'],
    ['tip', null, 'Tip'],
    ['promotion', null, 'Promotion'],
    ['promotion', 'Kopi Monday', 'Kopi Monday'],
    ['discount', 'WELCOME10', 'Discount (WELCOME10)'],
    ['loyalty', null, 'Loyalty points'],
    ['surcharge', 'Takeaway packaging', 'Takeaway packaging'],
    ['tax', null, 'Tax'],
  ])('words a %s row named %s as "%s"', (kind, name, text) => {
    const label = chargeLabel(kind, name);
    expect(typeof label === 'string' ? label : i18n._(label)).toBe(text);
  });

  it('keeps the name a placeholder, so one catalog entry serves every discount', () => {
    expect(chargeLabel('discount', 'WELCOME10')).toMatchObject({ values: { name: 'WELCOME10' } });
  });
});
