import type { BillSplit, PosBillSplit } from '@tabula/api-client';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';
import { shownName } from '../users/user-view';

/**
 * The diners a split names by user id, each once, in the order it names them: the equal splits'
 * holders and payers, the item-wise entries' diners, the item-wise screen's holder, the payers.
 */
export function splitDinerIds(split: BillSplit): number[] {
  const ids = [
    ...split.equal_split_user_queue.map((slot) => slot.user_id),
    ...split.split_bill_entries.map((entry) => entry.user_id),
    split.manual_split_paying_user,
    ...split.paid_users,
  ];
  // A free equal split is user 0; an entry or the screen may name nobody.
  return [...new Set(ids.filter((id): id is number => id !== null && id !== 0))];
}

/**
 * A split as staff read it (pos.billSplit): with the profile name of each diner it names, null
 * for one who gave none (the console says "Guest"). Nothing else of the diner: no phone number or
 * e-mail address reaches staff.
 *
 * @param db - the database, or the transaction of the change that made the split
 * @param split - the split the diners' screens read
 * @returns the split with its diners' names
 */
export async function withDinerNames(db: Queryable, split: BillSplit): Promise<PosBillSplit> {
  const ids = splitDinerIds(split);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, ids));
  const names = new Map(rows.map((row) => [row.id, shownName(row.name)]));
  return {
    ...split,
    diners: ids.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ user_id: id, name }];
    }),
  };
}
