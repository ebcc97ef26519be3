/**
 * The reference of a card payment the app starts (B§4 step 1): the gateway's prefix, the
 * diner's id, the company's id and the time, then random characters so two taps in the same
 * millisecond (or two diners sharing an account) never meet. Always 8 to 100 characters of
 * `[A-Za-z0-9_-]`, which the server asks for.
 *
 * @param prefix - Which gateway pays: `sc` the connected card, `mc` the Mastercard gateway, `sd`
 *   Stripe direct.
 * @param userId - The signed-in diner (a guest has an id too).
 * @param companyId - The venue's company.
 * @param now - Milliseconds since the epoch.
 * @param random - Where the random bytes come from (the browser's crypto by default).
 * @returns The reference, e.g. `mc_7_3_1767225600000_9f2c4a1b7e0d3c5a`.
 */
export function paymentReference(
  prefix: 'sc' | 'mc' | 'sd',
  userId: number,
  companyId: number,
  now: number,
  random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto,
): string {
  const bytes = random.getRandomValues(new Uint8Array(8));
  const suffix = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${prefix}_${userId}_${companyId}_${now}_${suffix}`;
}
