import type { dineInEndpoints, EndpointOutput } from '@tabula/api-client';

/** The table status check's answer (B§7 GET /dine-in/v1/tables/{id}/status). */
export type TableStatus = EndpointOutput<typeof dineInEndpoints.tableStatus>;

/** Where the signed-in diner stands with paying the open tab. */
export type TabStanding =
  /** The table status is not known yet. */
  | 'unknown'
  /** Not a member of the tab (the status tells members only). */
  | 'not_member'
  /** A member who has not paid their part. */
  | 'unpaid'
  /** A member who has paid their part (B§4: place order off, the receipt button on). */
  | 'paid';

/**
 * Where a diner stands with paying the open tab, from the table status's members and paid
 * members (B§4 Payment: a user who has already paid has the place-order control disabled).
 *
 * @example `tabStanding({ members: [7, 8], paid_members: [7] }, 7) // 'paid'`
 */
export function tabStanding(
  status: Pick<TableStatus, 'members' | 'paid_members'> | undefined,
  userId: number | null,
): TabStanding {
  if (status === undefined) return 'unknown';
  if (userId === null || !status.members.includes(userId)) return 'not_member';
  return status.paid_members.includes(userId) ? 'paid' : 'unpaid';
}
