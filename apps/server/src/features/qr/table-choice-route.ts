import { dineIn } from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { sessions } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { conflict } from '../../http/http-error';
import { sessionView } from '../../venue/venue';
import { currentVenue } from '../../venue/venue-snapshots';
import { codeFacts, findQrCode } from './qr-session';

/** The refusal of an answer to a question that no longer waits. */
const choiceGone = () =>
  conflict(
    'There is no question about this table waiting: it was answered already, or another code was scanned since.',
    'table_choice_gone',
  );

/**
 * POST /dine-in/v1/table-choice (issue 30): the answer of a diner on an unpaid open tab who
 * scanned another table's code. Stay keeps the session at the tab's table; move seats it where
 * the scanned code would have (as a scan did before the question). The question is cleared by one
 * conditional update of the session's row, so of two answers (two taps, two browser tabs) the
 * first wins and the other is 409 table_choice_gone, as is an answer naming another table than
 * the question (a newer scan replaced it).
 */
export function registerTableChoiceRoute(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, dineIn.chooseTable, 'session', async ({ body, session }) => {
    const token = session.tableChoiceToken;
    const code = token === null ? null : await findQrCode(app.db, token);
    if (token === null || code?.tableId !== body.table_id) throw choiceGone();
    const move =
      body.choice === 'move'
        ? codeFacts(
            code,
            await currentVenue(app, app.db, { outletId: code.outletId, tableId: code.tableId }),
          )
        : {};
    const [row] = await app.db
      .update(sessions)
      .set({ ...move, tableChoiceToken: null, updatedAt: app.now() })
      .where(and(eq(sessions.id, session.id), eq(sessions.tableChoiceToken, token)))
      .returning();
    if (!row) throw choiceGone();
    const venue = await currentVenue(app, app.db, { outletId: row.outletId, tableId: row.tableId });
    return { session: sessionView(row, venue) };
  });
}
