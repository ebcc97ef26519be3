import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { tableStatusQuery } from '@/lib/open-tab/table-status-query';
import { showErrorAtom } from '@/lib/errors/error-queue';
import type { HomePageData } from '@/lib/venue/home-page';
import { sessionTypeOf } from '@/lib/venue/session-type';
import type { TableStatusAnswer } from '../utils/join-flow';

export { tableStatusQuery };

/** The open-tab table the session is seated at, or null away from an open tab (A§1 dine_ot). */
export function openTabTableId(page: Pick<HomePageData, 'session'>): number | null {
  const { session } = page;
  return sessionTypeOf(session) === 'open_tab' ? session.table_id : null;
}

/**
 * Checks the table's status for an open-tab session with a table (B§4 Table join): where this
 * diner stands with the open tab, and for members the join queue. It is checked again when the
 * diner signs in (the answer is the diner's own). A failure shows its catalogue entry: the 422
 * promotion_available says 'cannot join table now' (B§8).
 *
 * @returns the answer, or undefined while none (or away from an open tab)
 */
export function useTableStatus(page: HomePageData): TableStatusAnswer | undefined {
  const tableId = openTabTableId(page);
  const userId = page.user?.id ?? null;
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const query = useQuery({ ...tableStatusQuery(tableId ?? 0), enabled: tableId !== null });
  const { error, errorUpdatedAt } = query;

  useEffect(() => {
    // spec: B§8 row 6, the table check's 422 promotion_available: 'cannot join table now'.
    if (error !== null) showError({ error, operation: 'table_status', hasTable: true });
  }, [error, errorUpdatedAt, showError]);

  const askedFor = useRef(userId);
  useEffect(() => {
    // A diner who signs in (or out) stands elsewhere with the tab: ask again.
    if (tableId === null || askedFor.current === userId) return;
    askedFor.current = userId;
    void queryClient.invalidateQueries({ queryKey: tableStatusQuery(tableId).queryKey });
  }, [userId, tableId, queryClient]);

  return tableId === null ? undefined : query.data;
}
