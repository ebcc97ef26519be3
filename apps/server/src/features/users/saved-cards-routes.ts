import { users as usersContract } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { cardsOf, removeSavedCard } from '../../card-payments/saved-card-store';
import { contractRoute } from '../../http/contract-route';
import { requireRegistered } from '../../users/current-user';

/**
 * The signed-in diner's saved cards (spec: A§2 profile screen, A§7 GET and DELETE
 * /users/stripe_cards, by id or by card_token; A§6 and B§6: guests have none). Only the diner's
 * own cards: another diner's card answers 404, as an unknown one does. Removing a card removes it
 * at the provider too (src/card-payments/saved-card-store.ts).
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
      return removeSavedCard(app, user.id, { id: params.id });
    },
  );

  contractRoute(
    server,
    app,
    usersContract.deleteSavedCardByToken,
    'session',
    async ({ query, session }) => {
      const user = await requireRegistered(app.db, session);
      return removeSavedCard(app, user.id, { token: query.card_token });
    },
  );
}
