import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import type { OrderStatusText } from '@/lib/order-status/order-status-view';
import { statusIllustration } from '../utils/status-illustration';
import { StatusIllustration } from './status-illustration';
import * as styles from './status-header.css';

/** Props of {@link StatusHeader}. */
export interface StatusHeaderProps {
  orderNumber: Order['order_number'];
  /** The order's wording (the shared status model, A§4). */
  text: OrderStatusText;
  /** The ETA as a time of day, when the restaurant gave one. */
  eta: string | null;
  /** The counter token; null at a table. */
  token: string | null;
}

/** A status's title, and its message when it has one. */
interface Wording {
  title: string;
  message: string | null;
}

/**
 * The top of the track screen (B§2): the order number, the status's picture, title and message,
 * the ETA when the restaurant gave one, and the token at a counter. The title and message are a
 * polite live region, so a status that changes while the diner waits is read out.
 */
export function StatusHeader({ orderNumber, text, eta, token }: StatusHeaderProps) {
  const { t } = useLingui();
  // spec: A§4 Order status on the status bar and track screen; B§4 Order status.
  const wordings: Readonly<Record<OrderStatusText, Wording>> = {
    // spec: A§4 unconfirmed, waiting for payment or 'proceed to counter'.
    unconfirmed_counter: {
      title: t`Waiting for payment`,
      message: t`Please proceed to the counter to pay for your order.`,
    },
    unconfirmed_table: {
      title: t`Waiting for payment`,
      message: t`Your order goes to the kitchen once it is paid.`,
    },
    // our choice (as on the status bar): an open tab is paid at the end; its order waits for
    // the restaurant only.
    unconfirmed_tab: {
      title: t`Waiting for the restaurant`,
      message: t`Your order is on your table's tab. The restaurant will confirm it shortly; you pay at the end.`,
    },
    // our choice (as on the status bar): a paid order waits for the restaurant to confirm it.
    unconfirmed_paid: {
      title: t`Waiting for the restaurant`,
      message: t`Your payment is received. The restaurant will confirm your order shortly.`,
    },
    payment_in_progress: {
      title: t`Payment in progress`,
      message: t`Your payment is being processed. This page updates by itself.`,
    },
    // spec: A§4 confirmed, preparing food, with its SMS and table variants.
    confirmed: {
      title: t`Order confirmed`,
      message: t`Your food is being prepared.`,
    },
    confirmed_sms: {
      title: t`Order confirmed`,
      message: t`Your food is being prepared. We will send you an SMS when it is ready.`,
    },
    confirmed_table: {
      title: t`Order confirmed`,
      message: t`Your food is being prepared and will be brought to your table.`,
    },
    // spec: A§4 ready, collect now; the table variant brings the food to the table.
    ready: {
      title: t`Your order is ready`,
      message: t`Please collect it from the counter now.`,
    },
    ready_table: {
      title: t`Your order is ready`,
      message: t`Your food is being brought to your table.`,
    },
    // spec: A§4 cancelled, proceed to the next counter.
    cancelled: {
      title: t`Order cancelled`,
      message: t`Please proceed to the next counter.`,
    },
    // spec: A§4 delivered, 'Enjoy your meal', no message.
    delivered: { title: t`Enjoy your meal`, message: null },
    // our choice: B§4 lists rejected without wording; the diner is pointed to the staff.
    rejected: {
      title: t`Order rejected`,
      message: t`The restaurant could not accept your order. Please ask a member of staff for help.`,
    },
    // our choice (issue 30): staff gave back all that was paid for the order.
    refunded: {
      title: t`Order refunded`,
      message: t`The restaurant refunded your payment in full.`,
    },
  };
  const { title, message } = wordings[text];

  return (
    <header className={styles.header}>
      <p className={styles.number}>{t`Order ${orderNumber}`}</p>
      <StatusIllustration illustration={statusIllustration(text)} />
      <div className={styles.words} aria-live="polite" aria-atomic="true">
        <h1 className={styles.title}>{title}</h1>
        {message !== null && <p className={styles.message}>{message}</p>}
      </div>
      {eta !== null && <p className={styles.eta}>{t`Expected at ${eta}`}</p>}
      {token !== null && (
        <p className={styles.token}>
          <span className={styles.tokenLabel}>{t`Your token number`}</span>
          <span className={styles.tokenValue}>{token}</span>
        </p>
      )}
    </header>
  );
}
