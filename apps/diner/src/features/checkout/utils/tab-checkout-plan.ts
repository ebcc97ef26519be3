import { unpaidMembers } from '@/lib/open-tab/tab-payment-amount';
import { tabStanding, type TableStatus, type TabStanding } from '@/lib/open-tab/tab-standing';

/** What the checkout of an open tab offers the diner. */
export type TabCheckoutPlan =
  | { kind: Exclude<TabStanding, 'unpaid'> }
  | {
      kind: 'unpaid';
      /** Several members are unpaid: the diner is asked whether to pay for the group (B§4). */
      askGroup: boolean;
      /**
       * Whether the diner pays only their own part: their answer on this screen, else the saved
       * preference; null while a diner who is asked has not answered.
       */
      payForSelf: boolean | null;
    };

/**
 * Plans the checkout of an open tab (B§2 Checkout screen, B§4 Payment selection): a member who
 * has paid sees that (and the receipt); an unpaid member alone pays the whole rest; with several
 * unpaid members the diner is asked 'Would you like to pay everything including orders from your
 * group?', the answer on this screen winning over the saved preference.
 *
 * @param status - the table status, undefined while loading
 * @param userId - the signed-in diner
 * @param answer - the diner's answer on this screen (true: only my orders), or null
 * @example `tabCheckoutPlan({ members: [7, 8], paid_members: [], pay_for_self: null }, 7, null)`
 *   → `{ kind: 'unpaid', askGroup: true, payForSelf: null }`
 */
// our choice: a diner who is asked must answer before paying (the server's default for no saved
// preference is the group, but the spec asks); a lone unpaid member pays the rest, unasked.
export function tabCheckoutPlan(
  status: Pick<TableStatus, 'members' | 'paid_members' | 'pay_for_self'> | undefined,
  userId: number | null,
  answer: boolean | null,
): TabCheckoutPlan {
  const standing = tabStanding(status, userId);
  if (standing !== 'unpaid' || status === undefined) {
    return { kind: standing === 'unpaid' ? 'unknown' : standing };
  }
  const askGroup = unpaidMembers(status).length > 1;
  if (!askGroup) return { kind: 'unpaid', askGroup, payForSelf: false };
  return { kind: 'unpaid', askGroup, payForSelf: answer ?? status.pay_for_self };
}
