import { z } from 'zod';
import { cardDigits, passesLuhn } from '../test-cards';

/** The hosted fields of a card, as session.js names them in `fields.card`. */
export const HOSTED_CARD_FIELDS = [
  'number',
  'securityCode',
  'expiryMonth',
  'expiryYear',
  'nameOnCard',
] as const;

/** One hosted field of a card. */
export type HostedCardField = (typeof HOSTED_CARD_FIELDS)[number];

/** What the hosted fields send to the gateway: each field's text as the payer typed it. */
export const hostedCardSchema = z.object({
  number: z.string().max(40).optional(),
  securityCode: z.string().max(8).optional(),
  expiryMonth: z.string().max(4).optional(),
  expiryYear: z.string().max(6).optional(),
  nameOnCard: z.string().max(256).optional(),
});

/** The card read from the hosted fields. */
export interface HostedCard {
  number: string;
  month: number;
  year: number;
  securityCode: string;
  nameOnCard: string | null;
}

/** A field's error, as session.js's `formSessionUpdate` names it. */
export type HostedFieldError = 'missing' | 'invalid';

/** The errors of a `fields_in_error` answer, by session.js's names. */
export type HostedCardErrors = Partial<
  Record<'cardNumber' | 'securityCode' | 'expiryMonth' | 'expiryYear', HostedFieldError>
>;

const check = (value: string, valid: (text: string) => boolean): HostedFieldError | null => {
  if (value === '') return 'missing';
  return valid(value) ? null : 'invalid';
};

/**
 * Reads the card the payer typed in the hosted fields, as the gateway checks it before updating
 * the session: a number that passes the Luhn check, a security code of 3 or 4 digits, a month
 * 01–12 and a year of 2 or 4 digits, not before this month (our choice: a past expiry is the
 * year's error, or the month's within this year). The name on the card is optional.
 *
 * @param fields - Each field's text (absent: not typed).
 * @param now - The gateway's clock.
 * @returns The card, or each wrong field's error.
 */
export function readHostedCard(
  fields: z.infer<typeof hostedCardSchema>,
  now: Date,
): { ok: true; card: HostedCard } | { ok: false; errors: HostedCardErrors } {
  const text = (value: string | undefined) => (value ?? '').trim();
  const number = cardDigits(text(fields.number));
  const securityCode = text(fields.securityCode);
  const month = text(fields.expiryMonth);
  const year = text(fields.expiryYear);
  const errors: HostedCardErrors = {};
  const found = {
    cardNumber: check(number, passesLuhn),
    securityCode: check(securityCode, (code) => /^\d{3,4}$/.test(code)),
    expiryMonth: check(month, (m) => /^\d{1,2}$/.test(m) && Number(m) >= 1 && Number(m) <= 12),
    expiryYear: check(year, (y) => /^(\d{2}|\d{4})$/.test(y)),
  };
  for (const [field, error] of Object.entries(found) as [
    keyof HostedCardErrors,
    HostedFieldError | null,
  ][]) {
    if (error !== null) errors[field] = error;
  }
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  if (errors.expiryMonth === undefined && errors.expiryYear === undefined) {
    const thisYear = now.getUTCFullYear();
    if (fullYear < thisYear) errors.expiryYear = 'invalid';
    else if (fullYear === thisYear && Number(month) < now.getUTCMonth() + 1) {
      errors.expiryMonth = 'invalid';
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const name = text(fields.nameOnCard);
  return {
    ok: true,
    card: {
      number,
      month: Number(month),
      year: fullYear,
      securityCode,
      nameOnCard: name === '' ? null : name,
    },
  };
}
