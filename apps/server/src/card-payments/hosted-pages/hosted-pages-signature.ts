import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header both sides sign their calls with (docs/server.md, "Hosted payment pages"). */
export const HOSTED_PAGES_SIGNATURE_HEADER = 'tabula-signature';

/** How old a signed call may be, in seconds: 5 minutes, as for Stripe's notifications. */
const TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret)
    .update(`${String(timestamp)}.${body}`)
    .digest('hex');

/** `t=<seconds>,v1=<HMAC-SHA256 of "t.body" keyed with the shared secret, hex>`. */
export function signHostedPagesBody(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${String(timestamp)},v1=${hmac(secret, timestamp, body)}`;
}

/** Whether a signature holds for the shared secret and the exact body, at most 5 minutes old. */
export function hostedPagesSignatureHolds(
  secret: string,
  header: string | undefined,
  body: string,
  now: Date,
): boolean {
  if (header === undefined) return false;
  const fields = new Map(
    header.split(',').map((part) => {
      const [key = '', value = ''] = part.split('=');
      return [key.trim(), value.trim()];
    }),
  );
  const timestamp = Number(fields.get('t'));
  const given = fields.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  return timingSafeEqual(
    Buffer.from(given, 'hex'),
    Buffer.from(hmac(secret, timestamp, body), 'hex'),
  );
}
