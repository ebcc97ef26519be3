/** A card's brand as providers name it. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** What the sandbox does with a card: as the providers' published test cards do. */
export type CardBehaviour =
  { kind: 'approve' } | { kind: 'challenge' } | { kind: 'decline'; code: string; message: string };

/**
 * The sandbox's test cards (the numbers card providers publish for their test modes): any other
 * number that passes the Luhn check is approved without a challenge.
 */
const BEHAVIOURS: Readonly<Record<string, CardBehaviour>> = {
  '4000000000000002': {
    kind: 'decline',
    code: 'card_declined',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    kind: 'decline',
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { kind: 'decline', code: 'expired_card', message: 'Your card has expired.' },
  '4000002760003184': { kind: 'challenge' },
  '4000002500003155': { kind: 'challenge' },
  '5200000000001096': { kind: 'challenge' },
};

/**
 * Every test card number the sandbox publishes (the journeys' and the start banner's): those with
 * a behaviour of their own, and the approved cards people type, Visa's and Mastercard's. None may
 * appear in the server's build (apps/server/test/build/built-server.test.ts).
 */
export const PUBLISHED_TEST_CARDS: readonly string[] = [
  '4242424242424242',
  '5555555555554444',
  ...Object.keys(BEHAVIOURS),
];

/** Digits only: spaces and dashes a person types are dropped. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** Whether a card number passes the Luhn check, as every card form checks before sending. */
export function passesLuhn(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand of a card number, from its first digits. */
export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** What the sandbox does with a card number. */
export function cardBehaviour(number: string): CardBehaviour {
  return BEHAVIOURS[cardDigits(number)] ?? { kind: 'approve' };
}
