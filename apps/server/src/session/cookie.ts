import { CSRF_HEADER } from '@tabula/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie: only the signed session id travels in it. */
export const SESSION_COOKIE = 'tabula_session';

/** Writes the signed, httpOnly, SameSite=Lax session cookie. */
export function setSessionCookie(reply: FastifyReply, sessionId: string, secure: boolean): void {
  void reply.setCookie(SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: 60 * 60 * 24 * 30,
  });
}

/**
 * Hands a renewed session to the browser: its cookie, and its new CSRF token in the answer's
 * header, since the page's old token is no longer accepted (the api-client takes the new one).
 */
export function sendRenewedSession(
  reply: FastifyReply,
  session: { id: string; csrfToken: string },
  secure: boolean,
): void {
  setSessionCookie(reply, session.id, secure);
  void reply.header(CSRF_HEADER, session.csrfToken);
}

/** Removes the session cookie. */
export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The session id from a request's cookie, when its signature holds. */
export function readSessionId(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}
