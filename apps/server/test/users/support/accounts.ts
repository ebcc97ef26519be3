import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loyaltyAccounts, orders, sessions, users } from '../../../src/db/schema';
import { SESSION_COOKIE } from '../../../src/session/cookie';
import type { SessionRecord } from '../../../src/session/session-store';
import { Diner } from '../../support/diner';
import type { TestServer } from '../../support/harness';

/*
 * Steps the users and loyalty tests share: a diner at a QR code, a registered diner written
 * straight to the database, the code read from the sent messages, the whole sign-in over HTTP.
 */

/** A fresh 8-digit Singapore mobile number. */
export function newPhone(): string {
  return String(80000000 + randomInt(19999999));
}

/** A fresh e-mail address. */
export function newEmail(): string {
  return `diner${String(randomInt(1e9))}@example.com`;
}

/** A diner who scanned a QR code (the cafe's counter unless a token is given). */
export async function scannedDiner(
  t: TestServer,
  token = t.seed.cafe.counterToken,
): Promise<Diner> {
  const diner = new Diner(t.url);
  await diner.scan(token);
  if (!diner.csrfToken) throw new Error('scanning the QR code gave no CSRF token');
  return diner;
}

/** The session id behind a diner's signed cookie. */
export function sessionIdOf(t: TestServer, diner: Diner): string {
  const pair = diner
    .cookieHeader()
    .split('; ')
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  if (!pair) throw new Error('the diner has no session cookie');
  const unsigned = t.server.unsignCookie(decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)));
  if (!unsigned.valid || !unsigned.value) throw new Error('bad session cookie');
  return unsigned.value;
}

/** The diner's stored session. */
export async function sessionOf(t: TestServer, diner: Diner): Promise<SessionRecord> {
  const [row] = await t.context.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sessionIdOf(t, diner)));
  if (!row) throw new Error('no stored session');
  return row;
}

/** What {@link registeredUser} writes. */
export interface NewUser {
  companyId?: number;
  phone?: string;
  dialingCode?: string;
  email?: string | null;
  name?: string;
  guest?: boolean;
  /** Joins the loyalty programme with this balance. */
  points?: string;
}

/** The single row of a result, or a thrown error. */
export function only<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined || rows.length !== 1)
    throw new Error(`expected one row, got ${String(rows.length)}`);
  return row;
}

/** The seeded table at an index. */
export function table<T>(tables: readonly T[], index: number): T {
  const found = tables[index];
  if (found === undefined) throw new Error(`no seeded table ${String(index)}`);
  return found;
}

/** The newest message the server sent. */
export function lastMessage(t: TestServer) {
  const message = t.messages.at(-1);
  if (!message) throw new Error('no message sent');
  return message;
}

/** A user row with its phone number and e-mail as plain strings ('' for a guest). */
export type TestUser = typeof users.$inferSelect & { phone: string; mail: string };

/** A diner written straight to the database; returns the row. */
export async function registeredUser(t: TestServer, input: NewUser = {}): Promise<TestUser> {
  const guest = input.guest ?? false;
  const [user] = await t.context.db
    .insert(users)
    .values({
      companyId: input.companyId ?? t.seed.cafe.companyId,
      name: guest ? null : (input.name ?? 'Mei Ling'),
      email: guest ? null : input.email === undefined ? newEmail() : input.email,
      phoneNumber: guest ? null : (input.phone ?? newPhone()),
      dialingCode: input.dialingCode ?? '65',
      isGuest: guest,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  if (input.points !== undefined) {
    await t.context.db.insert(loyaltyAccounts).values({ userId: user.id, points: input.points });
  }
  return { ...user, phone: user.phoneNumber ?? '', mail: user.email ?? '' };
}

/** Puts a user on the diner's session directly (as a finished sign-in would). */
export async function seatUser(t: TestServer, diner: Diner, userId: number): Promise<void> {
  await t.context.db
    .update(sessions)
    .set({ userId })
    .where(eq(sessions.id, sessionIdOf(t, diner)));
}

/** A diner at the cafe counter, signed in as a new registered user (optionally a member). */
export async function signedInDiner(t: TestServer, input: NewUser = {}) {
  const diner = await scannedDiner(t);
  const user = await registeredUser(t, input);
  await seatUser(t, diner, user.id);
  return { diner, user };
}

/** The 4-digit code in the newest message sent to an address. */
export function lastCodeTo(t: TestServer, address: string): string {
  const message = [...t.messages].reverse().find((m) => m.to === address);
  if (!message) throw new Error(`no message to ${address}`);
  const match = /^(\d{4}) is your /.exec(message.body);
  if (!match?.[1]) throw new Error(`no code in "${message.body}"`);
  return match[1];
}

/** How many messages went to an address. */
export function messagesTo(t: TestServer, address: string): number {
  return t.messages.filter((m) => m.to === address).length;
}

/** A code that is not `code`. */
export function otherCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

/** The whole sign-in by mobile number over HTTP: verification, the code from the SMS, sign-in. */
export async function signInByPhone(
  t: TestServer,
  diner: Diner,
  phone: string,
  dialingCode = '65',
) {
  const verified = await diner.post('/users/verifications', {
    verification: { phone_number: phone, dialing_code: dialingCode },
  });
  if (verified.status !== 204)
    throw new Error(`verification answered ${String(verified.status)}: ${verified.text}`);
  const code = lastCodeTo(t, `+${dialingCode.replace(/^\+/, '')}${phone}`);
  const answer = await diner.post<{ user: { id: number } }>('/users/sign_in', {
    user: { phone_number: phone, dialing_code: dialingCode, otp: code },
  });
  await diner.refreshCsrf();
  return answer;
}

/** Minimal order details the contract's orderDetailsSchema accepts. */
export function orderDetails(patch: Record<string, unknown> = {}) {
  return {
    cartItems: [],
    items: [],
    note: null,
    sub_total: '0.00',
    tax_total: '0.00',
    total_amount: '0.00',
    surcharges_breakdown: [],
    discounts: [],
    redeemed_loyalty: '0.00',
    earned_loyalty: '0',
    tips_amount: '0.00',
    is_tax_inclusive: false,
    payments: [],
    covers: 1,
    source: 'web',
    unavailable_menu_items: [],
    version: 1,
    ...patch,
  };
}

/** An order row written straight to the database for a user at the cafe. */
export async function insertOrder(
  t: TestServer,
  input: {
    userId: number | null;
    totalAmount: string;
    details?: Record<string, unknown>;
    paymentStatus?: string;
    isGroupOrder?: boolean;
  },
) {
  const [row] = await t.context.db
    .insert(orders)
    .values({
      companyId: t.seed.cafe.companyId,
      outletId: t.seed.cafe.outletId,
      userId: input.userId,
      orderNumber: String(randomInt(1000, 9999)),
      sapaadOrderId: randomInt(1, 2 ** 31 - 1),
      status: 'confirmed',
      details: orderDetails({ total_amount: input.totalAmount, ...input.details }),
      totalAmount: input.totalAmount,
      currency: 'SGD',
      paymentStatus: input.paymentStatus ?? 'paid',
      isGroupOrder: input.isGroupOrder ?? false,
    })
    .returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}
