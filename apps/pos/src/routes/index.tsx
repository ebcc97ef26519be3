import { orderStatusSchema } from '@tabula/api-client';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { OrdersPanel } from '../features/orders/orders-panel';
import { OrderPayments } from '../features/refunds/order-payments';
import { StockPanel } from '../features/stock/stock-panel';
import { TablesPanel } from '../features/tables/tables-panel';
import { OutletPicker, useChosenOutlet } from '../lib/chosen-outlet';
import { OrderPaymentsProvider } from '../lib/order-payments-slot';

/** The console's search: the status the order list is filtered by, when one is chosen. */
const searchSchema = z.object({ status: orderStatusSchema.optional().catch(undefined) });

export const Route = createFileRoute('/')({
  validateSearch: searchSchema,
  component: Console,
});

/**
 * The outlet picker, the outlet's tables (first: a waiter call lasts 70 s), its orders and its
 * menu stock. Wherever they show an order, its payments and refunds come from the refunds
 * feature, given through lib/order-payments-slot (a feature never imports another).
 */
function Console() {
  const { status } = Route.useSearch();
  const navigate = useNavigate({ from: '/' });
  const chosen = useChosenOutlet();
  const { outlet } = chosen;
  return (
    <>
      <OutletPicker {...chosen} />
      {outlet !== undefined && (
        <OrderPaymentsProvider view={OrderPayments}>
          <TablesPanel outlet={outlet} />
          <OrdersPanel
            outlet={outlet}
            status={status}
            onStatusChange={(next) => {
              void navigate({ search: next === undefined ? {} : { status: next } });
            }}
          />
          <StockPanel outletId={outlet.id} />
        </OrderPaymentsProvider>
      )}
    </>
  );
}
