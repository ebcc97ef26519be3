import { users as usersContract, type SavedCard } from '@tabula/api-client';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { savedCards } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { notFound } from '../../http/http-error';
import { requireRegistered } from '../../users/current-user';

/** The contract's saved card (A§3 Saved card): the provider's token and display fields only. */
function cardView(row: typeof savedCards.$inferSelect): SavedCard {
  return {
    id: row.id,
    card_token: row.cardToken,
    brand: row.brand,
    last4: row.last4,
    card_last_4_digits: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
  };
}

async function cardsOf(db: Database, userId: number): Promise<{ saved_cards: SavedCard[] }> {
  const rows = await db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(asc(savedCards.id));
  return { saved_cards: rows.map(cardView) };
}

/**
 * The signed-in diner's saved cards (spec: A§2 profile screen, A§7 GET and DELETE
 * /users/stripe_cards, by id or by card_token; A§6 and B§6: guests have none). Only the diner's
 * own cards: another diner's card answers 404, as an unknown one does.
 */
export function registerSavedCardsRoutes(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, usersContract.listSavedCards, 'session', async ({ session }) => {
    const user = await requireRegistered(app.db, session);
    return cardsOf(app.db, user.id);
  });

  contractRoute(
    server,
    app,
    usersContract.deleteSavedCard,
    'session',
    async ({ params, session }) => {
      const user = await requireRegistered(app.db, session);
      const removed = await app.db
        .delete(savedCards)
        .where(and(eq(savedCards.id, params.id), eq(savedCards.userId, user.id)))
        .returning({ id: savedCards.id });
      if (removed.length === 0) throw notFound('Card not found', 'not_found');
      return cardsOf(app.db, user.id);
    },
  );

  contractRoute(
    server,
    app,
    usersContract.deleteSavedCardByToken,
    'session',
    async ({ query, session }) => {
      const user = await requireRegistered(app.db, session);
      const removed = await app.db
        .delete(savedCards)
        .where(and(eq(savedCards.cardToken, query.card_token), eq(savedCards.userId, user.id)))
        .returning({ id: savedCards.id });
      if (removed.length === 0) throw notFound('Card not found', 'not_found');
      return cardsOf(app.db, user.id);
    },
  );
}
