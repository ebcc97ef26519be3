import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { readSessionId } from '../session/cookie';
import { IDEMPOTENCY_HEADER } from './idempotency';

/**
 * What one limited request is counted as: the route's limit and the caller it belongs to, and,
 * on a call that takes an Idempotency-Key, the key it carries (a retry of one key is one call).
 */
export interface RateKey {
  /** The limit's own name (the contract endpoint's name), so each route counts on its own. */
  limit: string;
  /** Who is counted: a digest of the diner's session id, or the client address. */
  caller: string;
  /** A digest of the Idempotency-Key: distinct keys are counted; null counts every request. */
  member: string | null;
}

// @fastify/rate-limit hands its store one text per request; the parts are joined with a line
// break, which neither a contract name, a digest, an address nor a header value can hold.
const SEPARATOR = '\n';

/** A digest short enough to keep in a key: the session id is a secret and a key is not. */
function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

/**
 * The key of a request on a limited route: the session when the diner has one, else the address
 * the request came from (read through the trusted proxies). On an idempotent call the
 * Idempotency-Key goes with it, so replays of one key, even 100 at once, count once.
 */
export function rateKeyOf(request: FastifyRequest, limit: string, idempotent: boolean): string {
  const sessionId = readSessionId(request);
  const caller = sessionId === null ? `ip:${request.ip}` : `s:${digest(sessionId)}`;
  if (!idempotent) return [limit, caller].join(SEPARATOR);
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  return [limit, caller, digest(key)].join(SEPARATOR);
}

/** Reads back what {@link rateKeyOf} wrote. */
export function parseRateKey(text: string): RateKey {
  const [limit = '', caller = '', member] = text.split(SEPARATOR);
  return { limit, caller, member: member ?? null };
}
