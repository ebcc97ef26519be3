import { tableStatusQueryOptions } from '@tabula/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api/api';
import type { WaiterCallInput } from '../utils/waiter-call-driver';

/** The table's status query (B§7 GET /dine-in/v1/tables/{id}/status). */
export const tableStatusQuery = (tableId: number) =>
  tableStatusQueryOptions(api, { params: { id: tableId } });

/**
 * Hands the waiter call the server keeps for the table (the table status answer's waiter_call)
 * to the call's machine, on mount and on every refetch, so a reload or another member's phone
 * shows the same call; the machine takes it up only while idle. A failed status check changes
 * nothing: the call carries on as this phone knows it.
 *
 * @param tableId - The session's table.
 * @param send - The call machine's input.
 */
export function useWaiterServerState(tableId: number, send: (event: WaiterCallInput) => void) {
  const { data, dataUpdatedAt } = useQuery(tableStatusQuery(tableId));
  const call = data?.waiter_call;
  useEffect(() => {
    if (call === undefined) return;
    send({ type: 'server_state', call });
  }, [call, dataUpdatedAt, send]);
}
