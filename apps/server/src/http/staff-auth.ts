import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { AppContext } from '../app-context';
import { unauthorized } from './http-error';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether a text sent by a client is the staff token. Both sides are hashed first, so the
 * constant-time comparison also hides the token's length.
 */
export function isStaffToken(sent: string, staffToken: string): boolean {
  return timingSafeEqual(digest(sent), digest(staffToken));
}

/** Whether an Authorization header carries the staff token (`Bearer {token}`). */
// spec: A§6, B§6 POS staff; issue 4: the POS console needs the staff token.
export function isStaffAuthorization(header: string | undefined, staffToken: string): boolean {
  if (header === undefined) return false;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header.trim());
  const sent = match?.[1];
  if (sent === undefined) return false;
  return isStaffToken(sent, staffToken);
}

/**
 * An onRequest hook for every /pos/api/* route: answers 401 (before the body is read or
 * validated) unless the request carries the staff token.
 */
export function requireStaff(app: AppContext) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (isStaffAuthorization(request.headers.authorization, app.config.staffToken)) {
      done();
      return;
    }
    void reply.header('www-authenticate', 'Bearer realm="pos"');
    done(unauthorized('Staff token missing or invalid', 'staff_unauthorized'));
  };
}
