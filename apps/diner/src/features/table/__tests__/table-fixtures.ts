import type { PendingJoinRequest, Session } from '@tabula/api-client';
import type { CartLine } from '@tabula/engine';
import { counterSession, homePageWith, registeredUser } from '@test/fixtures/home-page';
import type { HomePage } from '@test/fixtures/home-page';
import type { TableStatusAnswer } from '../utils/join-flow';

/*
 * What the table feature's tests share: an open-tab session at table T5, the status check's
 * answers, join requests and cart lines of the cafe's menu.
 */

/** An open-tab (dine_ot) session at table T5. */
export const openTabSession: Session = {
  ...counterSession,
  table_id: 5,
  qr_source: 'dine_ot',
  qr_type: 'dine-in',
  table_number: 'T5',
};

/** The home page of a diner at T5: signed in unless a user is given. */
export function openTabHomePage(changes: Partial<HomePage> = {}): HomePage {
  return homePageWith({ session: openTabSession, user: registeredUser, ...changes });
}

/** The status check's answer for a diner with no part in T5's open tab. */
export function tableStatus(changes: Partial<TableStatusAnswer> = {}): TableStatusAnswer {
  return {
    status: null,
    table_state: 'open_tab',
    table_number: 'T5',
    auto_join_table_enabled: false,
    auto_join_lifespan: 300,
    order_id: 9001,
    first_customer_id: 700,
    members: [],
    paid_members: [],
    pay_for_self: null,
    payment_due: null,
    join_queue: [],
    waiter_call: null,
    ...changes,
  };
}

/** A request to join T5 by customer 800, Aisha, with two items. */
export function joinRequest(changes: Partial<PendingJoinRequest> = {}): PendingJoinRequest {
  return {
    customer_id: 800,
    name: 'Aisha',
    items: [
      { id: 101, name: 'Kaya Toast', count: 2 },
      { id: 102, name: 'Kopi', count: 1 },
    ],
    expires_at: '2026-11-26T03:00:10.000Z',
    ...changes,
  };
}

/** A cart line of the cafe's menu: Kaya Toast (101, Breakfast) unless changed. */
export function cartLine(id: string, changes: Partial<CartLine> = {}): CartLine {
  return {
    id,
    item_id: 101,
    category_id: 11,
    count: 1,
    unit_price: '3.50',
    modifiers: [],
    taxes: [],
    last_updated_at: 0,
    ...changes,
  };
}
