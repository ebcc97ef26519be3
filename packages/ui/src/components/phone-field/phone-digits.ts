import { latinDigits } from '../../lib/latin-digits';

/** The fewest digits a mobile number may have (A§5, A§9). */
// spec: A§5/A§9, a mobile number is 6 to 15 digits
export const PHONE_MIN_DIGITS = 6;

/** The most digits a mobile number may have (A§5, A§9). */
export const PHONE_MAX_DIGITS = 15;

/**
 * A mobile number as the field keeps it: its {@link latinDigits}, at most
 * {@link PHONE_MAX_DIGITS} of them.
 *
 * @example toPhoneDigits('050 ١٢٣-4567') // '0501234567'
 */
// spec: A§5, the mobile number field accepts only digits
export function toPhoneDigits(typed: string): string {
  return latinDigits(typed).slice(0, PHONE_MAX_DIGITS);
}
