import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The script nonce of one answer: made on first use, then the same for that answer, so the
 * Content-Security-Policy header (security-headers.ts) and the page's script elements
 * (serve-diner.ts) carry one value. 128 random bits, base64, fresh for every answer.
 */
export function scriptNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}
