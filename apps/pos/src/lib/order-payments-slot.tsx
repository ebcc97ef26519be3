import type { PosOutlet } from '@tabula/api-client';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What shows an order's payments: the refunds feature's view, given by the console's page. */
export type OrderPaymentsView = ComponentType<{ orderId: number; outlet: PosOutlet }>;

const OrderPaymentsContext = createContext<OrderPaymentsView | null>(null);

/**
 * Gives the console's order views (the orders list, a table's tab and bill) the component that
 * lists an order's payments. A feature never imports another, so the page that composes them
 * passes it down here.
 */
export function OrderPaymentsProvider({
  view,
  children,
}: {
  view: OrderPaymentsView;
  children: ReactNode;
}) {
  return <OrderPaymentsContext.Provider value={view}>{children}</OrderPaymentsContext.Provider>;
}

/** An order's payments where the console shows an order; nothing without a provider. */
export function OrderPaymentsSlot({ orderId, outlet }: { orderId: number; outlet: PosOutlet }) {
  const View = useContext(OrderPaymentsContext);
  return View === null ? null : <View orderId={orderId} outlet={outlet} />;
}
