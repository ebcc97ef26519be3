import type { Cart } from '@tabula/engine';
import { vi } from 'vitest';
import type { OrderDetailsPage } from '../../src/lib/bill/bill-source';
import { STORAGE_KEYS } from '../../src/lib/storage/keys';
import type { HomePage } from '../fixtures/home-page';
import { removeCsrfToken } from './csrf-token';

/*
 * What the tests of the cart's screens share (/order-details in the cart feature, /checkout in the
 * checkout feature): a stored cart, the home page of the same cafe, fetch answered by path.
 */

export { addCsrfToken } from './csrf-token';

/** A cart stored as the cart feature stores it, fresh (A§4: carts expire after 4 hours). */
export function storeCart(cart: Cart): Cart {
  const now = Date.now();
  const fresh = {
    lines: cart.lines.map((entry) => ({ ...entry, last_updated_at: now })),
    updated_at: now,
  };
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(fresh));
  return fresh;
}

/** The home page configuration of the same cafe (the money settings come from it). */
export function homePageOf(details: OrderDetailsPage): HomePage {
  return {
    user: details.user,
    session: details.session,
    company: details.company,
    outlet: details.outlet,
    feature_flags: details.feature_flags,
    menu: details.menu,
    out_of_stock_items: details.out_of_stock_items,
    loyalty: details.loyalty,
    promotions: details.promotions,
    recent_order: details.recent_order,
    advertisements: [],
    table_choice: null,
  };
}

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Answers fetch by path: each route's handler gets the request's body (parsed) and method. */
export function mockApi(routes: Record<string, (body: unknown) => Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.origin);
    const handler = routes[url.pathname];
    if (!handler) return Promise.resolve(json({ error: `no mock for ${url.pathname}` }, 500));
    const text = typeof init?.body === 'string' ? init.body : null;
    return Promise.resolve(handler(text === null ? null : JSON.parse(text)));
  });
}

/** Undoes what the tests of this screen leave behind. */
export function cleanUp(): void {
  removeCsrfToken();
  localStorage.clear();
  sessionStorage.clear();
}
