import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import { Toast, ToastRegion } from '@tabula/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api/api';
import { useEmailInvoice } from '../hooks/use-email-invoice';
import { useLoadError } from '../hooks/use-load-error';
import { pastOrdersPageQuery } from '../hooks/use-past-orders-page';
import { downloadFile } from '@/lib/invoice/download-file';
import { invoiceDownload } from '@/lib/invoice/invoice-download';
import { useFollowOrders } from '@/lib/order-status/use-follow-orders';
import * as styles from './account-screen.css';
import { GroupOrderDetailModal } from './group-order-detail-modal';
import { InvoiceEmailSheet } from './invoice-email-sheet';
import { LoyaltyCard } from './loyalty-card';
import { OrderDetailModal } from './order-detail-modal';
import { PageLoadState } from './page-load-state';
import { PastOrderEntry, type PastOrderActions } from './past-order-entry';

/** Props of {@link PastOrdersScreen}. */
export interface PastOrdersScreenProps {
  /**
   * Orders a past order again; null where reorder is not offered (A§4). The route passes the
   * cart's reorder, since the account feature does not write the cart.
   */
  onReorder: ((order: Order) => void) | null;
}

interface Notice {
  key: number;
  kind: 'invoice_sent' | 'invoice_not_ready';
}

let nextNoticeKey = 1;

/**
 * /my-account/past-orders (A§2): the loyalty card, then each past order with Reorder and its
 * invoice menu; the order detail modal (or the group order's), and the sheet that e-mails an
 * invoice with its success alert.
 */
export function PastOrdersScreen({ onReorder }: PastOrdersScreenProps) {
  const { t, i18n } = useLingui();
  const query = useQuery(pastOrdersPageQuery());
  useLoadError(query.error, 'page_config');
  const sender = useEmailInvoice();
  // The order's id, so that its detail shows the order as the page reads it now (live changes).
  const [detailsId, setDetailsId] = useState<Order['id'] | null>(null);
  const [emailing, setEmailing] = useState<Order | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const page = query.data;
  // issue 30: a refund (or a new status) of a listed order shows without a reload.
  useFollowOrders(page?.past_orders ?? []);
  const details = page?.past_orders.find((order) => order.id === detailsId) ?? null;
  const emailingInvoiceId = emailing?.sapaad_order_id ?? null;

  const show = (kind: Notice['kind']) => {
    setNotice({ key: nextNoticeKey++, kind });
  };

  const actions: PastOrderActions = {
    openDetails: (order) => {
      setDetailsId(order.id);
    },
    reorder: onReorder,
    downloadInvoice: (order) => {
      // our choice: an order the point of sale has not received yet has no invoice to offer.
      if (order.sapaad_order_id === null) {
        show('invoice_not_ready');
        return;
      }
      const file = invoiceDownload(api, order.sapaad_order_id, i18n.locale);
      downloadFile(file.href, file.fileName);
    },
    emailInvoice: (order) => {
      if (order.sapaad_order_id === null) {
        show('invoice_not_ready');
        return;
      }
      setEmailing(order);
    },
  };

  let content;
  if (page === undefined) {
    content = (
      <PageLoadState
        failed={query.isError}
        failedText={t`We could not load your orders.`}
        loadingLabel={t`Loading your orders`}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else {
    const timeZone = page.outlet.time_zone;
    content = (
      <>
        {page.loyalty !== null && page.user.has_loyalty && (
          <LoyaltyCard points={page.loyalty.customer_loyalty} />
        )}
        {page.past_orders.length === 0 ? (
          <p className={styles.muted}>{t`You have no past orders yet.`}</p>
        ) : (
          <ul className={styles.list} aria-label={t`Past orders`}>
            {page.past_orders.map((order) => (
              <li key={order.id}>
                <PastOrderEntry order={order} actions={actions} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )}
        {details !== null &&
          (details.is_group_order ? (
            <GroupOrderDetailModal
              order={details}
              userId={page.user.id}
              onClose={() => {
                setDetailsId(null);
              }}
            />
          ) : (
            <OrderDetailModal
              order={details}
              onClose={() => {
                setDetailsId(null);
              }}
            />
          ))}
        {emailing !== null && emailingInvoiceId !== null && (
          <InvoiceEmailSheet
            orderNumber={emailing.order_number}
            sapaadOrderId={emailingInvoiceId}
            registeredEmail={page.user.email}
            sender={sender}
            onClose={() => {
              setEmailing(null);
            }}
            onSent={() => {
              setEmailing(null);
              show('invoice_sent');
            }}
          />
        )}
      </>
    );
  }

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t`My orders`}</h1>
      {content}
      <ToastRegion label={t`Order notifications`}>
        {notice !== null && (
          <Toast
            key={notice.key}
            tone={notice.kind === 'invoice_sent' ? 'success' : 'info'}
            message={
              notice.kind === 'invoice_sent'
                ? // spec: A§7, on success the alert 'success.invoice_sent_to_email' shows.
                  t({
                    id: 'success.invoice_sent_to_email',
                    message: 'The invoice has been sent to your email.',
                  })
                : t`The invoice for this order is not ready yet. Please try again later.`
            }
            dismissLabel={t`Dismiss`}
            onDismiss={() => {
              setNotice(null);
            }}
          />
        )}
      </ToastRegion>
    </main>
  );
}
