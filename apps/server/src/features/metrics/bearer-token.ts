import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether an Authorization header is `Bearer {token}`. Both sides are hashed first, so the
 * constant-time comparison runs on buffers of equal length and also hides the token's length.
 */
export function carriesBearer(header: string | undefined, token: string): boolean {
  if (header === undefined) return false;
  const sent = /^Bearer[ ]+(\S+)\s*$/i.exec(header.trim())?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}
