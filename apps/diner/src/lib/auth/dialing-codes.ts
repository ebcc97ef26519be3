/**
 * The international dialing code of each country the product serves, by ISO 3166 code, with its
 * plus (`+65`). The first entry is where the product started, the fallback for a company in a
 * country missing here.
 */
// spec: A§5 (the dialing code defaults from the company country); A§2 dialing-code picker.
// our choice: the Gulf, South and South-East Asia, Greater China and the markets diners travel
// from; several countries share +1 (the picker keys its options by country, not by code).
export const DIALING_CODES: Readonly<Record<string, string>> = {
  SG: '+65',
  MY: '+60',
  ID: '+62',
  PH: '+63',
  TH: '+66',
  VN: '+84',
  BN: '+673',
  KH: '+855',
  MM: '+95',
  AE: '+971',
  SA: '+966',
  KW: '+965',
  QA: '+974',
  BH: '+973',
  OM: '+968',
  JO: '+962',
  LB: '+961',
  EG: '+20',
  IQ: '+964',
  CN: '+86',
  HK: '+852',
  MO: '+853',
  TW: '+886',
  JP: '+81',
  KR: '+82',
  IN: '+91',
  PK: '+92',
  BD: '+880',
  LK: '+94',
  NP: '+977',
  MV: '+960',
  AU: '+61',
  NZ: '+64',
  GB: '+44',
  IE: '+353',
  FR: '+33',
  DE: '+49',
  IT: '+39',
  ES: '+34',
  NL: '+31',
  CH: '+41',
  TR: '+90',
  US: '+1',
  CA: '+1',
  ZA: '+27',
  NG: '+234',
  KE: '+254',
};

/** The countries of {@link DIALING_CODES}, in the table's order. */
export const DIALING_COUNTRIES: readonly string[] = Object.keys(DIALING_CODES);

/**
 * The dialing code of a country.
 *
 * @param country - an ISO 3166 two-letter code, e.g. `SG` (any case)
 * @returns the code with its plus, e.g. `+65`, or null for a country missing from the table
 * @example dialingCodeFor('AE') // '+971'
 */
export function dialingCodeFor(country: string): string | null {
  const key = country.trim().toUpperCase();
  return Object.hasOwn(DIALING_CODES, key) ? (DIALING_CODES[key] ?? null) : null;
}

/**
 * The country the dialing-code picker starts at: the company's country, or the table's first
 * country when the company's is missing from the table.
 *
 * @param companyCountry - the company's country_code
 * @example defaultDialingCountry('KW') // 'KW'
 */
// spec: A§5, the dialing code defaults from the company country.
// our choice: a company country the table lacks starts the picker at Singapore (the diner can
// change it); the guest login does not guess and reads dialingCodeFor the company's country.
export function defaultDialingCountry(companyCountry: string): string {
  const key = companyCountry.trim().toUpperCase();
  return dialingCodeFor(key) === null ? (DIALING_COUNTRIES[0] ?? 'SG') : key;
}
