import { z } from 'zod';

/*
 * Place order at an open tab sends a visitor to /login first (A§6); sign-in or Continue as guest
 * returns to the cart with `?place=order`, and the order goes on by itself (issue 30).
 */

/** The search value that asks the cart screen to place the order on arrival. */
export const PLACE_ON_RETURN = 'order';

/** Where sign-in returns a visitor who pressed Place order at an open tab. */
export const PLACE_AFTER_SIGN_IN_HREF = `/order-details?place=${PLACE_ON_RETURN}`;

/** The `place` search parameter of /order-details; anything else reads as absent. */
export const placeSearchSchema = z.object({
  place: z.literal(PLACE_ON_RETURN).optional().catch(undefined),
});

/**
 * Whether a route's search asks to place the order on arrival (`?place=order`).
 *
 * @param search - the route's search object (validated or raw)
 * @returns true for `place: 'order'`
 */
export function readPlaceOnReturn(search: unknown): boolean {
  if (typeof search !== 'object' || search === null) return false;
  return (search as { place?: unknown }).place === PLACE_ON_RETURN;
}
