import { createFileRoute } from '@tanstack/react-router';
import { PastOrdersScreen } from '../../features/account/components/past-orders-screen';
import { pastOrdersPageQuery } from '../../features/account/hooks/use-past-orders-page';
import { guardAccountRoute } from '../../features/account/utils/guard-account-route';
import { useReorder } from '../../features/cart/reorder/hooks/use-reorder';

// spec: A§2 /my-account/past-orders, gated by the user flag; signed-in non-guest diners only (A§6).
export const Route = createFileRoute('/my-account/past-orders')({
  beforeLoad: guardAccountRoute('/my-account/past-orders'),
  // Loaded ahead, its failure swallowed here: a failed load is shown by the screen.
  loader: async ({ context }) => {
    await context.queryClient.query(pastOrdersPageQuery()).catch(() => undefined);
  },
  component: PastOrders,
});

/** The past orders with the cart's reorder (features do not import each other). */
function PastOrders() {
  return <PastOrdersScreen onReorder={useReorder()} />;
}
