import { useLingui } from '@lingui/react/macro';
import { OrderStatusBar } from '@tabula/ui';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isRouteEnabled } from '@/lib/guards/route-flags';
import { orderStatusContext } from '@/lib/order-status/order-status-context';
import { orderStatusView, type OrderStatusText } from '@/lib/order-status/order-status-view';
import { useOrderTracking } from '@/lib/order-status/use-order-tracking';
import type { HomePageData } from '@/lib/venue/home-page';
import { sessionTypeOf } from '@/lib/venue/session-type';
import {
  clearOrderPopupAtom,
  closedOrderPopupAtom,
  closeOrderPopupAtom,
} from '@/lib/order-status/order-popup-atoms';
import { dismissedOrderIdsAtom, dismissOrderBarAtom } from '../state/shell-atoms';
import { orderPopupState } from '../utils/order-popup';
import { OrderConfirmedPopup } from './order-confirmed-popup';

/** Props of {@link OrderStatus}. */
export interface OrderStatusProps {
  page: Pick<HomePageData, 'recent_order' | 'session' | 'company' | 'feature_flags' | 'user'>;
}

/**
 * The order status bar at the top (A§2, A§4) for the diner's latest order, updated live and
 * leading to /track-order, and the popup a confirmed order opens (B§4). Neither shows on
 * /track-order itself, which shows the status in full.
 */
export function OrderStatus({ page }: OrderStatusProps) {
  const { t } = useLingui();
  const order = page.recent_order;
  useOrderTracking(order);
  const dismissed = useAtomValue(dismissedOrderIdsAtom);
  const dismiss = useSetAtom(dismissOrderBarAtom);
  const navigate = useNavigate();
  const router = useRouter();
  const { pathname } = useLocation();
  const closedPopup = useAtomValue(closedOrderPopupAtom);
  const closePopup = useSetAtom(closeOrderPopupAtom);
  const clearPopup = useSetAtom(clearOrderPopupAtom);
  const popup = orderPopupState(order, closedPopup);
  useEffect(() => {
    // spec: B§4, a rejected order clears the active-order-popup-closed flag.
    if (popup.clearFlag) clearPopup();
  }, [popup.clearFlag, clearPopup]);
  if (order === null || dismissed.includes(order.id) || pathname === '/track-order') return null;

  const view = orderStatusView(order, orderStatusContext(page));
  const number = order.order_number;
  const texts: Readonly<Record<OrderStatusText, string>> = {
    unconfirmed_counter: t`Order ${number} is waiting for payment. Please proceed to the counter.`,
    unconfirmed_table: t`Order ${number} is waiting for payment.`,
    unconfirmed_tab: t`Order ${number} is on your table's tab, waiting for the restaurant to confirm it.`,
    unconfirmed_paid: t`Order ${number} is waiting for the restaurant to confirm it.`,
    payment_in_progress: t`Order ${number}: your payment is being processed.`,
    confirmed: t`Order ${number} is confirmed. Your food is being prepared.`,
    confirmed_sms: t`Order ${number} is confirmed. Your food is being prepared; we will send you an SMS when it is ready.`,
    confirmed_table: t`Order ${number} is confirmed. Your food is being prepared and will be brought to your table.`,
    ready: t`Order ${number} is ready. Please collect it now.`,
    ready_table: t`Order ${number} is ready. Your food is being brought to your table.`,
    cancelled: t`Order ${number} was cancelled. Please proceed to the next counter.`,
    // spec: A§4 delivered: 'Enjoy your meal', no message.
    delivered: t`Enjoy your meal`,
    rejected: t`Order ${number} was rejected.`,
    refunded: t`Order ${number} was refunded.`,
  };
  // The track screen is gated by the checkout flag (A§2); without it the bar is not a link.
  const trackable = isRouteEnabled('/track-order', page.feature_flags, sessionTypeOf(page.session));
  // spec: B§2, View Order goes to /track-order, or to / for an open tab.
  const viewOrderRoute = page.session.qr_source === 'dine_ot' ? '/' : '/track-order';
  return (
    <>
      {!popup.barHidden && (
        <OrderStatusBar
          status={view.bar}
          text={texts[view.text]}
          {...(trackable
            ? {
                href: router.buildLocation({ to: '/track-order' }).href,
                onOpen: (event) => {
                  event.preventDefault();
                  void navigate({ to: '/track-order' });
                },
              }
            : {})}
          okLabel={t`OK`}
          onOk={() => {
            dismiss(order.id);
          }}
        />
      )}
      <OrderConfirmedPopup
        open={popup.popupOpen}
        message={texts[view.text]}
        onClose={() => {
          closePopup(order.id);
        }}
        onViewOrder={() => {
          closePopup(order.id);
          if (trackable || viewOrderRoute === '/') void navigate({ to: viewOrderRoute });
        }}
      />
    </>
  );
}
