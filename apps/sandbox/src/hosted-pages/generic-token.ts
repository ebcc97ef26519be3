import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What a generic payment's payment_token carries (apps/server payments/payment-token.ts makes it). */
const tokenFieldsSchema = z.object({
  reference: z.string().min(1).max(200),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  return_url: z.url(),
  merchant: z.string().min(1).max(200),
  method: z.string().min(1).max(200),
});
/** The fields of a payment token whose signature holds. */
export type GenericTokenFields = z.infer<typeof tokenFieldsSchema>;

const PURPOSE = 'tabula-generic-payment:v1';

/**
 * The partner's check of a generic payment's payment_token: base64url JSON, a dot, and the
 * HMAC-SHA256 of `PURPOSE.body` keyed with the secret the merchant shares with the partner
 * (HOSTED_PAGES_SECRET). Null when anything does not hold.
 */
export function readGenericToken(secret: string, token: string): GenericTokenFields | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [body, sent] = parts as [string, string];
  if (!/^[\w-]+$/.test(body) || !/^[\w-]+$/.test(sent)) return null;
  const expected = createHmac('sha256', secret).update(`${PURPOSE}.${body}`).digest();
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = tokenFieldsSchema.safeParse(
      JSON.parse(Buffer.from(body, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
