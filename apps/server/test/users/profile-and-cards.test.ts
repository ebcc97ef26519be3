import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedCards, users } from '../../src/db/schema';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { newEmail, registeredUser, scannedDiner, signedInDiner } from '../support/accounts';
import { only, table } from '../support/picks';
import { sessionOf } from '../support/sessions';

interface UserAnswer {
  user: {
    id: number;
    name: string;
    email: string;
    marketing_consent: boolean;
    metadata: { marketing_consent: boolean };
  };
  error_id?: string;
}
interface CardsAnswer {
  saved_cards: { id: number; card_token: string; last4: string }[];
}

describe.each(DATABASE_KINDS)('profile, session table and saved cards on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  async function cardFor(userId: number, last4 = '4242') {
    const card = only(
      await t.context.db
        .insert(savedCards)
        .values({
          userId,
          cardToken: `tok_${randomUUID()}`,
          brand: 'visa',
          last4,
          expMonth: 12,
          expYear: 2030,
        })
        .returning(),
    );
    return card;
  }

  describe('profile', () => {
    it('updates the own name, e-mail and marketing consent (SG)', async () => {
      const { diner, user } = await signedInDiner(t);
      const email = newEmail();
      const answer = await diner.put<UserAnswer>(`/users/profiles/${String(user.id)}`, {
        user: { name: 'Siti Rahmah', email: email.toUpperCase(), marketing_consent: true },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.user).toMatchObject({
        id: user.id,
        name: 'Siti Rahmah',
        email,
        marketing_consent: true,
        metadata: { marketing_consent: true },
      });
      const row = only(await t.context.db.select().from(users).where(eq(users.id, user.id)));
      expect(row).toMatchObject({ name: 'Siti Rahmah', email, marketingConsent: true });
    });

    it("answers 404 for another diner's profile and changes nothing", async () => {
      const { diner } = await signedInDiner(t);
      const other = await registeredUser(t, { name: 'Other' });
      const answer = await diner.put(`/users/profiles/${String(other.id)}`, {
        user: { name: 'Hacked', email: newEmail() },
      });
      expect(answer.status).toBe(404);
      const row = only(await t.context.db.select().from(users).where(eq(users.id, other.id)));
      expect(row.name).toBe('Other');
    });

    it('requires a name and a valid e-mail (400), a free e-mail (409) and a signed-in diner (401)', async () => {
      const { diner, user } = await signedInDiner(t);
      const path = `/users/profiles/${String(user.id)}`;
      expect((await diner.put(path, { user: { name: '', email: newEmail() } })).status).toBe(400);
      expect((await diner.put(path, { user: { name: 'A', email: 'a@b' } })).status).toBe(400);
      expect((await diner.put(path, { user: { name: 'A' } })).status).toBe(400);
      expect(
        (await diner.put('/users/profiles/abc', { user: { name: 'A', email: newEmail() } })).status,
      ).toBe(400);
      const other = await registeredUser(t);
      const taken = await diner.put<UserAnswer>(path, { user: { name: 'A', email: other.email } });
      expect(taken.status).toBe(409);
      expect(taken.body.error_id).toBe('email_taken');
      const visitor = await scannedDiner(t);
      expect((await visitor.put(path, { user: { name: 'A', email: newEmail() } })).status).toBe(
        401,
      );
      expect(
        (await diner.put(path, { user: { name: 'A', email: newEmail() } }, { 'x-csrf-token': '' }))
          .status,
      ).toBe(403);
    });
  });

  describe('session table', () => {
    it('stays at its own table, and refuses a table where the diner has no tab (403)', async () => {
      const diner = await scannedDiner(t, table(t.seed.cafe.tables, 0).token);
      const own = table(t.seed.cafe.tables, 0);
      const stay = await diner.post<{ session: { table_id: number; table_number: string } }>(
        '/users/update-sessions',
        { session_data: { table_id: own.id } },
      );
      expect(stay.status).toBe(200);
      expect(stay.body.session).toMatchObject({ table_id: own.id, table_number: own.number });
      const target = table(t.seed.cafe.tables, 1);
      const answer = await diner.post<{ error_id: string }>('/users/update-sessions', {
        session_data: { table_id: target.id },
      });
      expect(answer.status).toBe(403);
      expect(answer.body.error_id).toBe('table_not_yours');
      expect((await sessionOf(t, diner)).tableId).toBe(own.id);
    });

    it('refuses a table of another outlet (404) and malformed ids (400)', async () => {
      const diner = await scannedDiner(t, table(t.seed.cafe.tables, 0).token);
      const answer = await diner.post<{ error_id: string }>('/users/update-sessions', {
        session_data: { table_id: table(t.seed.kuwait.tables, 0).id },
      });
      expect(answer.status).toBe(404);
      expect((await sessionOf(t, diner)).tableId).toBe(table(t.seed.cafe.tables, 0).id);
      expect(
        (await diner.post('/users/update-sessions', { session_data: { table_id: -1 } })).status,
      ).toBe(400);
      expect((await diner.post('/users/update-sessions', {})).status).toBe(400);
    });
  });

  describe('saved cards', () => {
    it('lists only the own cards, and deletes by id and by token', async () => {
      const { diner, user } = await signedInDiner(t);
      const other = await registeredUser(t);
      const first = await cardFor(user.id, '4242');
      const second = await cardFor(user.id, '1881');
      await cardFor(other.id, '0005');
      const list = await diner.get<CardsAnswer>('/users/stripe_cards');
      expect(list.status).toBe(200);
      expect(list.body.saved_cards.map((c) => c.id)).toEqual([first.id, second.id]);
      expect(list.body.saved_cards[0]).toMatchObject({
        last4: '4242',
        card_token: first.cardToken,
      });
      const byId = await diner.delete<CardsAnswer>(`/users/stripe_cards/${String(first.id)}`);
      expect(byId.status).toBe(200);
      expect(byId.body.saved_cards.map((c) => c.id)).toEqual([second.id]);
      const byToken = await diner.delete<CardsAnswer>(
        `/users/stripe_cards?card_token=${encodeURIComponent(second.cardToken)}`,
      );
      expect(byToken.status).toBe(200);
      expect(byToken.body.saved_cards).toEqual([]);
    });

    it("answers 404 for another diner's card, by id or token, and keeps it", async () => {
      const { diner } = await signedInDiner(t);
      const other = await registeredUser(t);
      const theirs = await cardFor(other.id);
      expect((await diner.delete(`/users/stripe_cards/${String(theirs.id)}`)).status).toBe(404);
      expect(
        (
          await diner.delete(
            `/users/stripe_cards?card_token=${encodeURIComponent(theirs.cardToken)}`,
          )
        ).status,
      ).toBe(404);
      expect(
        await t.context.db.select().from(savedCards).where(eq(savedCards.id, theirs.id)),
      ).toHaveLength(1);
      expect((await diner.delete('/users/stripe_cards/999999')).status).toBe(404);
    });

    it('needs a signed-in diner (401), the CSRF token (403) and well-formed input (400)', async () => {
      const visitor = await scannedDiner(t);
      expect((await visitor.get('/users/stripe_cards')).status).toBe(401);
      const { diner, user } = await signedInDiner(t);
      const card = await cardFor(user.id);
      expect(
        (
          await diner.delete(`/users/stripe_cards/${String(card.id)}`, undefined, {
            'x-csrf-token': '',
          })
        ).status,
      ).toBe(403);
      expect((await diner.delete('/users/stripe_cards/abc')).status).toBe(400);
      expect((await diner.delete('/users/stripe_cards')).status).toBe(400);
      expect((await diner.delete('/users/stripe_cards?card_token=')).status).toBe(400);
    });
  });
});
