import { useHomePage } from '@/lib/venue/home-page';
import { waiterCallTable } from '../utils/waiter-call-offer';
import { WaiterCallPanel } from './waiter-call-panel';

/**
 * The waiter call where the session offers one (open tab or scan-and-pay, at a table, the outlet
 * enabling it; B§2), on every screen under the header. A new table starts a new call.
 */
export function WaiterCall() {
  const { session, outlet } = useHomePage();
  const table = waiterCallTable(session, outlet);
  if (table === null) return null;
  return <WaiterCallPanel key={table.tableId} table={table} />;
}
