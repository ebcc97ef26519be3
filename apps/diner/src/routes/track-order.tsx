import { createFileRoute } from '@tanstack/react-router';
import { TrackOrderScreen } from '../features/tracking/components/track-order-screen';
import { loadTrackingPage } from '../features/tracking/hooks/use-tracking-page';
import { guardRoute } from '../lib/guards/guard-route';

// spec: A§2 /track-order, gated by the checkout flag; A§7 and B§7, a tracking configuration
// answering 404 leads to /.
export const Route = createFileRoute('/track-order')({
  beforeLoad: guardRoute('/track-order'),
  loader: ({ context }) => loadTrackingPage(context.queryClient),
  component: TrackOrderScreen,
});
