import { useId } from 'react';
import { Icon } from '../../icons/icon';
import { Button } from '../button/button';
import { ORDER_STATUS_LOOKS, type OrderStatus } from '../order-status-bar/order-status-looks';
import { InvoiceMenu } from './invoice-menu';
import * as styles from './past-order-row.css';

/** Props of {@link PastOrderRow}. */
export interface PastOrderRowProps {
  /** The order number as the diner reads it, e.g. "Order #1043". */
  orderLabel: string;
  /** The order total, already formatted, e.g. "AED 86.50". */
  amount: string;
  /** The loyalty points the order earned, already worded, e.g. "+86 points". */
  pointsEarned?: string;
  /** When the order was placed, already formatted. */
  date?: string;
  /**
   * The order's status: its look (as on the status bar) and its words, e.g. "Rejected", so a
   * refused or cancelled order never reads as paid.
   */
  status?: { status: OrderStatus; label: string };
  /** Opens the order's detail modal; the order number becomes a button when given. */
  onOpenDetails?: () => void;
  /** The Reorder button's label; the button shows only with {@link PastOrderRowProps.onReorder}. */
  reorderLabel?: string;
  /** Reorders; absent outside the default session type, where reorder is not offered (A§4). */
  onReorder?: () => void;
  /** The name of the invoice menu's button, e.g. "Invoice options". */
  invoiceMenuLabel: string;
  downloadInvoiceLabel: string;
  onDownloadInvoice: () => void;
  emailInvoiceLabel: string;
  onEmailInvoice: () => void;
}

/**
 * One past order in My Orders: its number, total and loyalty points earned, Reorder, and a menu
 * to download the invoice or send it by e-mail.
 */
export function PastOrderRow({
  orderLabel,
  amount,
  pointsEarned,
  date,
  status,
  onOpenDetails,
  reorderLabel,
  onReorder,
  invoiceMenuLabel,
  downloadInvoiceLabel,
  onDownloadInvoice,
  emailInvoiceLabel,
  onEmailInvoice,
}: PastOrderRowProps) {
  const id = useId();
  const orderId = `${id}-order`;
  return (
    <div className={styles.row}>
      <div className={styles.summary}>
        <div className={styles.heading}>
          {onOpenDetails ? (
            <button
              id={orderId}
              type="button"
              className={styles.detailsButton}
              onClick={onOpenDetails}
            >
              {orderLabel}
            </button>
          ) : (
            <span id={orderId} className={styles.orderLabel}>
              {orderLabel}
            </span>
          )}
          {date && <span className={styles.meta}>{date}</span>}
          {status && (
            <span className={styles.status({ tone: ORDER_STATUS_LOOKS[status.status].tone })}>
              <Icon name={ORDER_STATUS_LOOKS[status.status].icon} size="small" />
              {status.label}
            </span>
          )}
        </div>
        <div className={styles.amounts}>
          <span className={styles.amount}>{amount}</span>
          {pointsEarned && (
            <span className={styles.points}>
              <Icon name="star" size="small" />
              {pointsEarned}
            </span>
          )}
        </div>
      </div>
      <div className={styles.actions}>
        {/* spec: A§4 reorder is offered only in the default session type */}
        {onReorder && reorderLabel && (
          <Button tone="secondary" size="small" aria-describedby={orderId} onClick={onReorder}>
            {reorderLabel}
          </Button>
        )}
        <InvoiceMenu
          label={invoiceMenuLabel}
          describedBy={orderId}
          items={[
            {
              key: 'download',
              label: downloadInvoiceLabel,
              icon: 'download',
              onSelect: onDownloadInvoice,
            },
            { key: 'email', label: emailInvoiceLabel, icon: 'mail', onSelect: onEmailInvoice },
          ]}
        />
      </div>
    </div>
  );
}
