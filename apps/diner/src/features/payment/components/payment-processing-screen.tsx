import type { PaymentDetails } from '@tabula/api-client';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCardFormFailure } from '../hooks/use-card-form-failure';
import type { PaymentProcessingPage } from '../hooks/use-payment-processing-page';
import { usePaymentResult } from '../hooks/use-payment-result';
import type { PaymentRequest } from '../utils/payment-search';
import { systemTimers, type Timers } from '../utils/timers';
import { viewOrderRoute } from '../utils/view-order-route';
import { PaymentDeclined } from './payment-declined';
import { PaymentPaid } from './payment-paid';
import * as styles from './payment-processing-screen.css';
import { PaymentWaiting } from './payment-waiting';
import { SplitPaymentPaid } from './split-payment-paid';
import { TabPaymentPaid } from './tab-payment-paid';

/** Props of {@link PaymentProcessingScreen}. */
export interface PaymentProcessingScreenProps {
  /** The payment of the address (B§2: reference, type, standalone, invoice_id). */
  request: PaymentRequest;
  /** The clock and timers to wait with; the browser's by default. */
  timers?: Timers;
  /** What shows under a received payment for its page and details (the route's guest loyalty sign-up, B§2). */
  guestLoyalty?: (paid: { page: PaymentProcessingPage; details: PaymentDetails }) => ReactNode;
}

/**
 * The payment result page (B§2 /payment-processing): waiting while the payment is in progress,
 * then payment received with View Order (at an open tab, the payment-completed screen that
 * returns to /), or payment failed with the way back to the order (B§4 Payment).
 */
export function PaymentProcessingScreen({
  request,
  timers = systemTimers,
  guestLoyalty,
}: PaymentProcessingScreenProps) {
  const { page, result } = usePaymentResult(request, timers);
  const navigate = useNavigate();
  if (useCardFormFailure(request)) {
    return (
      <main className={styles.screen}>
        <PaymentWaiting />
      </main>
    );
  }
  return (
    <main className={styles.screen}>
      {result.kind === 'in_progress' && <PaymentWaiting />}
      {result.kind === 'paid' && page.session.qr_source === 'dine_ot' && (
        <TabPaymentPaid
          orderId={result.details.tmp_order_id ?? page.order?.id ?? null}
          userId={page.user?.id ?? null}
          timers={timers}
        />
      )}
      {result.kind === 'paid' && page.session.qr_source === 'scan_and_pay' && (
        <SplitPaymentPaid timers={timers} />
      )}
      {result.kind === 'paid' &&
        page.session.qr_source !== 'dine_ot' &&
        page.session.qr_source !== 'scan_and_pay' && (
          <PaymentPaid
            details={result.details}
            order={
              page.order !== null && page.order.id === result.details.tmp_order_id
                ? page.order
                : null
            }
            backHome={viewOrderRoute(page.session) === '/'}
            onViewOrder={() => {
              void navigate({ to: viewOrderRoute(page.session) });
            }}
          >
            {guestLoyalty?.({ page, details: result.details })}
          </PaymentPaid>
        )}
      {result.kind === 'declined' && <PaymentDeclined reason={result.reason} timers={timers} />}
    </main>
  );
}
