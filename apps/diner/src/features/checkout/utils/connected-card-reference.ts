import { paymentReference } from './payment-reference';

/**
 * The reference of a connected-card payment (B§4 Connected card provider flow step 1):
 * {@link paymentReference} with the connected card's prefix `sc`.
 *
 * @param userId - The signed-in diner (a guest has an id too).
 * @param companyId - The venue's company.
 * @param now - Milliseconds since the epoch.
 * @param random - Where the random bytes come from (the browser's crypto by default).
 * @returns The reference, e.g. `sc_7_3_1767225600000_9f2c4a1b7e0d3c5a`.
 */
export function connectedCardReference(
  userId: number,
  companyId: number,
  now: number,
  random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto,
): string {
  return paymentReference('sc', userId, companyId, now, random);
}
