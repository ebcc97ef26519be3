import type { PosTable } from '@tabula/api-client';

/** Whether staff still owe the table an answer: a call requested, waiting or timed out. */
// spec: B§4 Waiter call (waiter_acknowledged is accepted from requested, waiting or timeout).
export function hasWaitingCall(table: PosTable): boolean {
  return table.waiter_call !== null && table.waiter_call.status !== 'ack';
}

/**
 * The tables in the order staff should look at them: the tables whose waiter call is waiting
 * first, the longest-waiting first; then the others in the server's order (by table id).
 */
export function sortTables(tables: readonly PosTable[]): PosTable[] {
  const calling = tables
    .filter(hasWaitingCall)
    .sort((a, b) =>
      (a.waiter_call?.requested_at ?? '').localeCompare(b.waiter_call?.requested_at ?? ''),
    );
  return [...calling, ...tables.filter((table) => !hasWaitingCall(table))];
}
