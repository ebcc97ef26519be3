import { randomFillSync } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const nonces = new WeakMap<ServerResponse, string>();

/** Random bytes for nonces, drawn from the system in batches: one call per 256 answers. */
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let used = pool.length;

function freshNonce(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const nonce = pool.toString('base64', used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}

/**
 * The script nonce of one answer: made on first use, then the same for that answer, so the
 * Content-Security-Policy header (security-headers.ts) and the page's script elements
 * (serve-diner.ts) carry one value. 128 random bits, base64, fresh for every answer.
 */
export function scriptNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (nonce === undefined) {
    nonce = freshNonce();
    nonces.set(response, nonce);
  }
  return nonce;
}
