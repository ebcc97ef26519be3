import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../http/http-error';
import { isStaffAuthorization, isStaffToken } from '../../http/staff-auth';

/** Whether a socket's peer address is this machine (127.0.0.0/8 or ::1, also IPv4-mapped). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127(\.\d{1,3}){3}$/.test(v4);
}

/** Whether a proxy relayed the request (its peer is then the proxy, not the reader). */
function isRelayed(request: FastifyRequest): boolean {
  const { headers } = request;
  return headers.forwarded !== undefined || headers['x-forwarded-for'] !== undefined;
}

/** Whether a Basic Authorization header's password is the staff token (any user name). */
function isStaffBasic(header: string | undefined, staffToken: string | null): boolean {
  if (staffToken === null) return false;
  const match = /^Basic[ ]+([A-Za-z0-9+/=]+)\s*$/i.exec(header?.trim() ?? '');
  if (match?.[1] === undefined) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 && isStaffToken(decoded.slice(colon + 1), staffToken);
}

/**
 * Whether a request may read the outbox (issue 12: it holds every sign-in code and invoice):
 * one from this machine, straight from the socket (a request a proxy relayed, with Forwarded or
 * X-Forwarded-For, does not count, since behind a proxy every peer is loopback), or one that
 * carries the staff token, as a bearer (`Authorization: Bearer {token}`, as the POS API takes
 * it) or as the password of Basic authentication, which a browser asks for.
 */
export function mayReadOutbox(request: FastifyRequest, staffToken: string | null): boolean {
  if (isLoopbackAddress(request.socket.remoteAddress) && !isRelayed(request)) return true;
  const header = request.headers.authorization;
  return isStaffAuthorization(header, staffToken) || isStaffBasic(header, staffToken);
}

/**
 * An onRequest hook for the outbox's routes: a request that may not read it answers 401 with
 * `WWW-Authenticate: Basic`, so a browser on another machine asks for the staff token.
 */
export function requireOutboxReader(app: AppContext) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (mayReadOutbox(request, app.config.staffToken)) {
      done();
      return;
    }
    void reply.header('www-authenticate', 'Basic realm="outbox"');
    done(
      unauthorized(
        'The outbox opens only on this machine, or with the staff token',
        'outbox_unauthorized',
      ),
    );
  };
}
