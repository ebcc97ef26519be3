/** Which terms of service apply: Singapore's own text, or the text for every other country. */
export type TermsVariant = 'sg' | 'other';

/** The terms a company's diners read, by the company's country (A§2, A§9: SG has its own). */
export function termsVariant(countryCode: string): TermsVariant {
  return countryCode.toUpperCase() === 'SG' ? 'sg' : 'other';
}
