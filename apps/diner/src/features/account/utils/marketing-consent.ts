import type { Company } from '@tabula/api-client';

/** The country whose diners are asked for marketing consent. */
export const MARKETING_CONSENT_COUNTRY = 'SG';

/**
 * Whether the profile offers the marketing consent checkbox.
 *
 * @example `isMarketingConsentOffered({ country_code: 'SG' }) // true`
 */
export function isMarketingConsentOffered(company: Pick<Company, 'country_code'>): boolean {
  // spec: A§2 Profile screen and A§5, the marketing consent checkbox only when the country is SG.
  return company.country_code.toUpperCase() === MARKETING_CONSENT_COUNTRY;
}
