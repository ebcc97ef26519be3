import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import { useId } from 'react';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { useVenueText } from '@/lib/i18n/venue-text';
import * as screen from './order-details-screen.css';
import * as styles from './group-order-section.css';

/** Props of {@link GroupOrderSection}. */
export interface GroupOrderSectionProps {
  /** The tab's order, as the page answers it to members. */
  order: Pick<Order, 'order_details'>;
  /** The signed-in diner, to tell their lines from the group's. */
  userId: number | null;
}

/**
 * The open tab's order above the diner's own cart (B§2): every line already on the tab, placed
 * lines greyed and without controls (B§5: they cannot be changed once being prepared), each
 * saying whether it is the diner's or the group's.
 */
export function GroupOrderSection({ order, userId }: GroupOrderSectionProps) {
  const { t } = useLingui();
  const venue = useVenueText();
  const formatMoney = useFormatMoney();
  const headingId = useId();
  const lines = order.order_details.cartItems;
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={screen.sectionHeading}>{t`Table order`}</h2>
      <ul className={screen.lines} aria-labelledby={headingId}>
        {lines.map((line) => {
          const name = venue.name(line);
          return (
            <li
              key={line.cart_id}
              className={line.placed_item ? `${styles.row} ${styles.placed}` : styles.row}
              aria-label={line.placed_item ? t`${name}, already ordered` : name}
            >
              <span className={styles.count}>{t`${line.count}×`}</span>
              <span className={styles.name}>
                {name}
                <br />
                <span className={styles.who}>
                  {line.customer !== null && line.customer === userId ? t`You` : t`Your group`}
                </span>
              </span>
              <span className={styles.price}>{formatMoney(line.sub_total)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
