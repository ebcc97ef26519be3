import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import type { Bill } from '@tabula/engine';
import { Collapsible } from '@tabula/ui';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { useVenueText } from '@/lib/i18n/venue-text';
import * as styles from './checkout-screen.css';
import * as tab from './tab-checkout.css';

/** Props of {@link TabOrderSummary}. */
export interface TabOrderSummaryProps {
  order: Pick<Order, 'order_details'>;
  /** The tab's bill (its lines in the order's order). */
  bill: Bill;
  userId: number | null;
  /** The diner pays only their own orders: the group's lines are greyed (B§2). */
  payForSelf: boolean;
}

/**
 * The checkout's order summary at an open tab (B§2): 'Current order' with the item count,
 * opening onto every line of the tab with whose it is; the group's lines are greyed while the
 * diner pays only for their own.
 */
export function TabOrderSummary({ order, bill, userId, payForSelf }: TabOrderSummaryProps) {
  const { t } = useLingui();
  const venue = useVenueText();
  const formatMoney = useFormatMoney();
  const lines = order.order_details.cartItems;
  const count = lines.reduce((sum, line) => sum + line.count, 0);
  const items = plural(count, { one: '# item', other: '# items' });
  const billed = new Map(bill.lines.map((line) => [line.id, line]));
  return (
    <Collapsible summary={t`Current order · ${items}`} headingLevel={2} defaultOpen>
      <ul className={styles.summaryLines} aria-label={t`Current order`}>
        {lines.map((line) => {
          const mine = line.customer !== null && line.customer === userId;
          const greyed = payForSelf && !mine;
          const amount = billed.get(line.cart_id)?.sub_total ?? line.sub_total;
          return (
            <li
              key={line.cart_id}
              className={greyed ? `${styles.summaryLine} ${tab.groupLine}` : styles.summaryLine}
              data-greyed={greyed || undefined}
            >
              <span className={styles.summaryCount}>{t`${line.count} ×`}</span>
              <span className={styles.summaryName}>
                <bdi>{venue.name(line)}</bdi>
                <span className={tab.who}>{mine ? t`You` : t`Your group`}</span>
              </span>
              <span className={styles.summaryAmount}>
                {line.is_free_item ? t`Free` : formatMoney(amount)}
              </span>
            </li>
          );
        })}
      </ul>
    </Collapsible>
  );
}
