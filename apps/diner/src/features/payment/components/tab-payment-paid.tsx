import { PaymentCompletedScreen } from '@/components/payment-completed-screen';
import type { Timers } from '@/lib/timers';
import { useConfirmTabPayment } from '../hooks/use-confirm-tab-payment';

/** Props of {@link TabPaymentPaid}. */
export interface TabPaymentPaidProps {
  /** The tab's order the payment paid. */
  orderId: number | null;
  userId: number | null;
  timers: Timers;
}

/**
 * A member's payment of an open tab, paid (B§4 Payment: for dine-in, paid marks the customer
 * paid and returns home): the tab is told, and the payment-completed screen shows, then /.
 */
export function TabPaymentPaid({ orderId, userId, timers }: TabPaymentPaidProps) {
  useConfirmTabPayment(orderId, userId);
  return <PaymentCompletedScreen paid="own_payment" timers={timers} />;
}
