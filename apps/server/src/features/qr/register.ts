import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { readSessionId, setSessionCookie } from '../../session/cookie';
import { INVALID_QR_ROUTE } from './invalid-qr-route';
import { findQrCode, startQrSession } from './qr-session';
import { qrTokenParamsSchema } from './qr-token';
import { registerTableChoiceRoute } from './table-choice-route';

/**
 * GET /q/{token}: the link printed in a table's or a counter's QR code (the "QR entry").
 * A known code starts a session (signed, httpOnly, SameSite cookie) and sends the browser to the
 * app at /; an unknown or malformed one goes to the invalid-table screen without a session. A
 * diner on an unpaid open tab who scans another table stays at the tab's table, asked to choose
 * (qr-session.ts; the answer is POST /dine-in/v1/table-choice, table-choice-route.ts).
 */
export function registerQr(server: FastifyInstance, app: AppContext): void {
  server.get('/q/:token', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const parsed = qrTokenParamsSchema.safeParse({ ...(request.params as object) });
    const code = parsed.success ? await findQrCode(app.db, parsed.data.token) : null;
    if (!code) return reply.redirect(INVALID_QR_ROUTE, 302);
    const session = await startQrSession(app, code, readSessionId(request), app.now());
    setSessionCookie(reply, session.id, app.config.secureCookies);
    return reply.redirect('/', 302);
  });
  registerTableChoiceRoute(server, app);
}
