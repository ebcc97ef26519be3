import { sessionEndpoints } from '@tabula/api-client';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { RouterContext } from '../../app/router-context';
import { writeStoredCart, writeStoredOrderNote } from '../cart/cart-storage';
import { homePageQuery } from '../venue/home-page';
import { decodeHandoff, handoffInHash, type Handoff } from './handoff';

/**
 * Restores a handoff at the session it arrived in: the cart and note go to local storage (read
 * after this, when the cart is first drawn, and re-matched to the menu as any stored cart is),
 * and the dine mode onto a session that has none. A handoff of another company or outlet is
 * dropped: its cart belongs to another menu.
 */
async function restore(context: RouterContext, handoff: Handoff): Promise<void> {
  const page = await context.queryClient.query(homePageQuery());
  if (
    page.company.id !== handoff.company_id ||
    page.session.sapaad_outlet_id !== handoff.outlet_id
  ) {
    return;
  }
  writeStoredCart(handoff.cart);
  if (handoff.note !== undefined) writeStoredOrderNote(handoff.note, Date.now());
  if (page.session.dine_mode !== null || handoff.dine_mode === null) return;
  try {
    const { session } = await context.api.request(sessionEndpoints.updateDineMode, {
      body: { type: handoff.dine_mode },
    });
    context.queryClient.setQueryData(homePageQuery().queryKey, (data) =>
      data === undefined ? data : { ...data, session },
    );
  } catch {
    // Not taken (the outlet changed its service): the chooser asks, as after any scan.
  }
}

/**
 * The root route's `beforeLoad` (issue 33): an address whose fragment holds `#handoff=` (the
 * link an in-app browser's Copy link wrote, opened through the place's QR link) restores the
 * handoff (see restore) and goes to its page, the fragment removed from the address (a
 * replacing redirect). A handoff that does not decode is dropped, and the fragment removed all
 * the same. Any other address passes.
 */
export async function takeHandoff({
  context,
  location,
}: {
  context: RouterContext;
  location: ParsedLocation;
}): Promise<void> {
  const encoded = handoffInHash(location.hash);
  if (encoded === null) return;
  const handoff = decodeHandoff(encoded);
  if (handoff !== null) await restore(context, handoff);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
  throw redirect({ href: handoff?.to ?? location.pathname, replace: true });
}
