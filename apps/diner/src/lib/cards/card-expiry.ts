import type { SavedCard } from '@tabula/api-client';

/**
 * The card's expiry as printed on it, `MM/YY`.
 *
 * @example `cardExpiryText({ exp_month: 4, exp_year: 2027 }) // "04/27"`
 */
export function cardExpiryText(card: Pick<SavedCard, 'exp_month' | 'exp_year'>): string {
  const month = String(card.exp_month).padStart(2, '0');
  const year = String(card.exp_year % 100).padStart(2, '0');
  return `${month}/${year}`;
}

/**
 * Whether a card has expired: a card is valid through the last day of its expiry month.
 *
 * @param card - the card's expiry month and year
 * @param today - the current date (the caller's clock)
 * @example `isCardExpired({ exp_month: 4, exp_year: 2027 }, new Date('2027-05-01')) // true`
 */
export function isCardExpired(
  card: Pick<SavedCard, 'exp_month' | 'exp_year'>,
  today: Date,
): boolean {
  // our choice: the expiry is marked in the danger colour on the profile (the spec is silent).
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  return card.exp_year < year || (card.exp_year === year && card.exp_month < month);
}

/**
 * The brand as a diner reads it: the provider's lower-case code with its first letter raised.
 *
 * @example `cardBrandName('visa') // "Visa"`
 */
export function cardBrandName(brand: string): string {
  const known: Readonly<Record<string, string>> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    american_express: 'American Express',
    discover: 'Discover',
    jcb: 'JCB',
    unionpay: 'UnionPay',
    diners: 'Diners Club',
  };
  const code = brand.trim().toLowerCase();
  return known[code] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
