import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The fields a generic payment's payment_payload carries to the (sandbox) partner. */
export const paymentTokenFieldsSchema = z.object({
  reference: z.string().min(1).max(200),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  return_url: z.url(),
});
/** The fields of a payment token. */
export type PaymentTokenFields = z.infer<typeof paymentTokenFieldsSchema>;

const PURPOSE = 'tabula-sandbox-generic-payment:v1';

function signature(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}.${body}`).digest();
}

/**
 * The generic payment's payment_payload (B§4 Other providers: posted as the hidden form field
 * payment_token to payment_url): the payment's reference, amount, currency and return URL,
 * base64url JSON, then a dot and an HMAC-SHA256 of it keyed with the server's secret.
 * our choice: one signed token, as a partner's signed payload would be.
 */
export function signPaymentToken(secret: string, fields: PaymentTokenFields): string {
  const body = Buffer.from(JSON.stringify(paymentTokenFieldsSchema.parse(fields))).toString(
    'base64url',
  );
  return `${body}.${signature(secret, body).toString('base64url')}`;
}

/** The fields of a payment token whose signature holds; null for anything else. */
export function verifyPaymentToken(secret: string, token: string): PaymentTokenFields | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [body, sent] = parts as [string, string];
  if (!/^[\w-]+$/.test(body) || !/^[\w-]+$/.test(sent)) return null;
  const expected = signature(secret, body);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = paymentTokenFieldsSchema.safeParse(
      JSON.parse(Buffer.from(body, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
