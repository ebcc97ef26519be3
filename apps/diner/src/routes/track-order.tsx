import { createFileRoute } from '@tanstack/react-router';
import { GuestLoyaltyPanel } from '../features/guest-loyalty/components/guest-loyalty-panel';
import { paidOrderId } from '../features/guest-loyalty/utils/paid-order';
import { TrackOrderScreen } from '../features/tracking/components/track-order-screen';
import { loadTrackingPage } from '../features/tracking/hooks/use-tracking-page';
import { guardRoute } from '../lib/guards/guard-route';

// spec: A§2 /track-order, gated by the checkout flag; A§7 and B§7, a tracking configuration
// answering 404 leads to /.
export const Route = createFileRoute('/track-order')({
  beforeLoad: guardRoute('/track-order'),
  loader: ({ context }) => loadTrackingPage(context.queryClient),
  component: TrackOrderRoute,
});

// spec: B§6, a guest sees the loyalty join form once the order is paid (online, or at the counter).
function TrackOrderRoute() {
  return (
    <TrackOrderScreen
      guestLoyalty={(page) => <GuestLoyaltyPanel page={page} orderId={paidOrderId(page.order)} />}
    />
  );
}
