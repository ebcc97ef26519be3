import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether a secret a client sent is the expected one. Both sides are hashed first, so the
 * constant-time comparison runs on buffers of equal length and also hides the secret's length.
 */
export function isSameSecret(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(sent), digest(expected));
}

/** The bearer token of an Authorization header (`Bearer {token}`), or null. */
export function bearerOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Whether an Authorization header is `Bearer {token}`. */
export function carriesBearer(header: string | undefined, token: string): boolean {
  const sent = bearerOf(header);
  return sent !== null && isSameSecret(sent, token);
}
