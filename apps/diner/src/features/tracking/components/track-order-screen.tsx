import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@tabula/ui';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { formatPoints } from '@/lib/i18n/format-points';
import { closeOrderPopupAtom } from '@/lib/order-status/order-popup-atoms';
import { orderStatusContext } from '@/lib/order-status/order-status-context';
import { orderStatusView } from '@/lib/order-status/order-status-view';
import { useRefundLine } from '@/lib/order-status/use-refund-line';
import { sessionTypeOf } from '@/lib/venue/session-type';
import { useLiveTracking } from '../hooks/use-live-tracking';
import { useTrackingPage } from '../hooks/use-tracking-page';
import { isEtaShown } from '../utils/eta-shown';
import { formatEta } from '../utils/format-eta';
import { menuPath } from '../utils/menu-path';
import { pendingLoyaltyPoints } from '../utils/pending-loyalty';
import { tokenNumber } from '../utils/token-number';
import type { TrackingPageData } from '../utils/tracking-page-data';
import { OpenPaymentActions } from './open-payment-actions';
import { OrderDetailsPanel } from './order-details-panel';
import { StatusHeader } from './status-header';
import * as styles from './track-order-screen.css';
import { pluralCount } from '@/lib/i18n/plural-count';

/** Props of {@link TrackOrderScreen}. */
export interface TrackOrderScreenProps {
  /** What shows under the status for the tracked page (the route's guest loyalty sign-up, B§2). */
  guestLoyalty?: (page: TrackingPageData) => ReactNode;
}

/**
 * The track-order screen, /track-order (A§2, B§2): the order number, the status with its
 * picture, title and message (the status bar's model, A§4), the ETA, the token at a counter,
 * what staff refunded of it (issue 30), a way back to a payment still open (or to cancel it), a
 * pending-loyalty note while unconfirmed, the collapsible details and a way back to the menu.
 * The status follows the order's live channel until it is final.
 */
export function TrackOrderScreen({ guestLoyalty }: TrackOrderScreenProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const page = useTrackingPage();
  useLiveTracking(page);
  const { order, session } = page;
  const closeOrderPopup = useSetAtom(closeOrderPopupAtom);
  const confirmed = order.status === 'confirmed';
  useEffect(() => {
    // our choice: the diner sees the confirmation here in full, so the shell's order-confirmed
    // popup (B§4) does not open for it afterwards.
    if (confirmed) closeOrderPopup(order.id);
  }, [confirmed, order.id, closeOrderPopup]);

  const view = orderStatusView(order, orderStatusContext(page));
  const refundLine = useRefundLine()(order);
  const points = pendingLoyaltyPoints(order);
  const formattedPoints = points === null ? null : formatPoints(points, i18n.locale);
  const pointsCount = points === null ? 0 : pluralCount(points);

  return (
    <main className={styles.screen}>
      <StatusHeader
        orderNumber={order.order_number}
        text={view.text}
        eta={
          isEtaShown(order.status)
            ? formatEta(page.order.eta, i18n.locale, page.outlet.time_zone)
            : null
        }
        token={tokenNumber(order, session)}
      />
      {/* issue 30: what staff gave back, announced when a refund arrives live. */}
      <div aria-live="polite">
        {refundLine !== null && <p className={styles.refundNote}>{refundLine}</p>}
      </div>
      <OpenPaymentActions order={order} />
      {/* spec: B§2 Track-order screen, a pending-loyalty note while the order is unconfirmed. */}
      {formattedPoints !== null && (
        <p className={styles.loyaltyNote}>
          {t({
            message: plural(pointsCount, {
              one: `You will earn ${formattedPoints} loyalty point once the restaurant confirms your order.`,
              other: `You will earn ${formattedPoints} loyalty points once the restaurant confirms your order.`,
            }),
          })}
        </p>
      )}
      {guestLoyalty?.(page)}
      <OrderDetailsPanel order={order} precision={page.company.decimal_precision} />
      <div className={styles.actions}>
        <Button
          fullWidth
          tone="secondary"
          onClick={() => {
            void navigate({ to: menuPath(sessionTypeOf(session)) });
          }}
        >
          {t`Back to menu`}
        </Button>
      </div>
    </main>
  );
}
