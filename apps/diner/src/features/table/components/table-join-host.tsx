import { lazy, Suspense } from 'react';
import { openTabTableId } from '../hooks/use-table-status';
import { useHomePage } from '@/lib/venue/home-page';

// The join flow, its popups and the tab's live events load once the session is at an open tab:
// a diner at a counter or a scan-and-pay table never downloads them.
const OpenTabJoin = lazy(() =>
  import('./open-tab-join').then((module) => ({ default: module.OpenTabJoin })),
);

/**
 * Table joining at an open tab (B§4 Table join), app-wide: the joining diner's popups and loader,
 * a member's join-request popup, and the tab's live events (order updates, table moves, payments;
 * the whole tab paid shows the payment-completed screen). Away from an open tab (A§1 dine_ot) it
 * shows nothing, asks nothing and loads nothing.
 */
export function TableJoinHost() {
  const page = useHomePage();
  const tableId = openTabTableId(page);
  return tableId === null ? null : (
    <Suspense fallback={null}>
      <OpenTabJoin />
    </Suspense>
  );
}
