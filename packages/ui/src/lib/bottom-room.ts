import { vars } from '../theme/contract.css';

/*
 * Room at the bottom of the screen. Two things float at the viewport's block end: the menu's
 * cart bar, pinned to the edge, and the call-waiter button, above the bar when it shows. Each
 * publishes the room it takes (from the bottom edge of the viewport to its top edge, in px) as a
 * custom property on the document element, so what must stay clear of it reserves that room
 * whatever its size in the diner's language: the button rises above the bar, and a bar pinned to
 * the bottom of a page (the checkout's Pay, the cart's Checkout) keeps its content above the
 * button. Unset while the thing does not show.
 */

/** The room the bar pinned to the viewport's block end takes (the floating cart bar). */
export const BOTTOM_BAR_ROOM = '--tabula-bottom-bar-room';

/** The room the floating action takes (the call-waiter button), the bar's room included. */
export const FLOATING_ACTION_ROOM = '--tabula-floating-action-room';

/** A room property of {@link BOTTOM_BAR_ROOM} and {@link FLOATING_ACTION_ROOM}. */
export type BottomRoomProperty = typeof BOTTOM_BAR_ROOM | typeof FLOATING_ACTION_ROOM;

/**
 * The padding a bar pinned to the page's block end keeps under its content so that nothing
 * floating covers it: its own padding, or the floating action's room and a gap when that is more.
 *
 * @param own - The bar's own block-end padding, as CSS.
 * @returns A CSS length.
 * @example `paddingBlockEnd: clearOfFloatingAction(vars.space.medium)`
 */
export function clearOfFloatingAction(own: string): string {
  return `max(${own}, calc(var(${FLOATING_ACTION_ROOM}, 0px) + ${vars.space.medium}))`;
}
