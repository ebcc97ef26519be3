import type { Session, User } from '@tabula/api-client';
import { useQuery } from '@tanstack/react-query';
import { sessionTypeOf } from '../venue/session-type';
import { tabStanding, type TabStanding } from './tab-standing';
import { tableStatusQuery } from './table-status-query';

/**
 * Where the signed-in diner stands with paying the open tab of their table (B§4 Payment), from
 * the table status the join flow and the live events keep fresh; 'not_member' away from an open
 * tab.
 */
export function useTabStanding(page: {
  session: Pick<Session, 'qr_source' | 'table_id'>;
  user: Pick<User, 'id'> | null;
}): TabStanding {
  const tableId = sessionTypeOf(page.session) === 'open_tab' ? page.session.table_id : null;
  const status = useQuery({ ...tableStatusQuery(tableId ?? 0), enabled: tableId !== null }).data;
  if (tableId === null) return 'not_member';
  return tabStanding(status, page.user?.id ?? null);
}
