import type { SavedCard } from '@tabula/api-client';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { Database } from '../db/client';
import { savedCards } from '../db/schema';
import { HttpError, notFound } from '../http/http-error';
import { StripeGatewayError } from './stripe/stripe-gateway';
import { cardProvider } from './card-provider';

/** The contract's saved card (A§3, B§3 Saved card): the provider's token and display fields only. */
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

/** A registered diner's saved cards, oldest first. */
export async function cardsOf(db: Database, userId: number): Promise<{ saved_cards: SavedCard[] }> {
  const rows = await db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(asc(savedCards.id));
  return { saved_cards: rows.map(cardView) };
}

/**
 * Removes one of the diner's saved cards, by id or by token: the provider forgets it first (a
 * card the provider no longer knows is removed all the same), then Tabula. Another diner's card
 * answers 404, as an unknown one does; a provider that cannot be reached answers 502 and keeps
 * the card, so the diner can try again (B§8 card_delete_failed).
 */
export async function removeSavedCard(
  app: AppContext,
  userId: number,
  card: { id: number } | { token: string },
): Promise<{ saved_cards: SavedCard[] }> {
  const match = 'id' in card ? eq(savedCards.id, card.id) : eq(savedCards.cardToken, card.token);
  const [row] = await app.db
    .select()
    .from(savedCards)
    .where(and(match, eq(savedCards.userId, userId)));
  if (!row) throw notFound('Card not found', 'not_found');
  try {
    await cardProvider(app, 'stripe').detachCard(row.cardToken);
  } catch (error) {
    if (!(error instanceof StripeGatewayError)) throw error;
    if (error.status !== 404 && error.status !== 400) {
      throw new HttpError(
        502,
        'The card could not be removed. Please try again',
        'card_delete_failed',
      );
    }
  }
  await app.db.delete(savedCards).where(eq(savedCards.id, row.id));
  return cardsOf(app.db, userId);
}
