import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What a visitor is about to pay at a scan-and-pay table: the whole bill, or a part of it. */
export type PaidPart = 'bill' | 'part';

// spec: A§6 (a visitor must log in, or use the guest checkout where the mode allows, before
// paying); A§4 Login (checkout modes); B§6 (the checkout mode decides whether guests may check
// out; guests may split: their flag is only "not kept for equal or manual splits").
// our choice: the words; the reason names what is paid and says plainly when guests may not.
const REASONS: Readonly<Record<PaidPart, Record<'guests' | 'members', MessageDescriptor>>> = {
  bill: {
    guests: msg`Sign in or continue as a guest to pay the bill.`,
    members: msg`Sign in to pay the bill. This restaurant does not take payments from guests.`,
  },
  part: {
    guests: msg`Sign in or continue as a guest to pay your part of the bill.`,
    members: msg`Sign in to pay your part of the bill. This restaurant does not take payments from guests.`,
  },
};

/**
 * Why a visitor cannot pay yet, fitted to what is paid and to whether guests may pay here.
 *
 * @param part - the whole bill or a part of it (an equal split, the diner's items)
 * @param guestAllowed - the checkout mode takes guests (`guest` or `login_and_guest`)
 * @returns the reason, for `i18n._`
 * @example signInReason('bill', true) // 'Sign in or continue as a guest to pay the bill.'
 */
export function signInReason(part: PaidPart, guestAllowed: boolean): MessageDescriptor {
  return REASONS[part][guestAllowed ? 'guests' : 'members'];
}
