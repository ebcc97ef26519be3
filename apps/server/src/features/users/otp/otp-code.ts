import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** spec: A§9 one-time code length 4. */
export const OTP_LENGTH = 4;
/** How long a code lives (our choice per issue 4: 10 minutes). */
export const OTP_LIFETIME_MS = 10 * 60 * 1000;
/** Wrong tries a code survives; the fifth wrong try kills it (issue 4: at most 5 tries). */
export const OTP_MAX_ATTEMPTS = 5;

/** A fresh code: 4 random digits, leading zeros kept. spec: A§5 (4 digits, digits only) */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * The code as stored: HMAC-SHA256 keyed with the session secret over the company, the address
 * and the code, so the table never holds a code and a hash is worthless for another address.
 */
export function hashOtpCode(
  secret: string,
  companyId: number,
  address: string,
  code: string,
): string {
  return createHmac('sha256', secret)
    .update(`${String(companyId)}:${address}:${code}`)
    .digest('hex');
}

/** Compares two hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
