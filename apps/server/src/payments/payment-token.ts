import { createHmac } from 'node:crypto';
import { z } from 'zod';

/** The fields a generic payment's payment_payload carries to the partner. */
const paymentTokenFieldsSchema = z.object({
  reference: z.string().min(1).max(200),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  return_url: z.url(),
  /** The company's name and the payment type's title, which the partner's page shows. */
  merchant: z.string().min(1).max(200),
  method: z.string().min(1).max(200),
});
/** The fields of a payment token. */
type PaymentTokenFields = z.infer<typeof paymentTokenFieldsSchema>;

const PURPOSE = 'tabula-generic-payment:v1';

function signature(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}.${body}`).digest();
}

/**
 * The generic payment's payment_payload (B§4 Other providers: posted as the hidden form field
 * payment_token to payment_url): the payment's reference, amount, currency, return URL, merchant
 * and method, base64url JSON, then a dot and an HMAC-SHA256 of it keyed with the secret the
 * merchant shares with the partner (HOSTED_PAGES_SECRET), which checks it.
 * our choice: one signed token, as a partner's signed payload would be.
 */
export function signPaymentToken(secret: string, fields: PaymentTokenFields): string {
  const body = Buffer.from(JSON.stringify(paymentTokenFieldsSchema.parse(fields))).toString(
    'base64url',
  );
  return `${body}.${signature(secret, body).toString('base64url')}`;
}
