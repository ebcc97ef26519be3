import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Menu } from '@tabula/api-client';
import { getItemCount, type Bill, type Cart, type CartLine } from '@tabula/engine';
import { Collapsible } from '@tabula/ui';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { useVenueText } from '@/lib/i18n/venue-text';
import { lineMenuItem } from '@/lib/bill/line-menu-item';
import { OptionNames } from '@/components/option-names';
import { lineOptionsText } from '@/lib/bill/line-options-text';
import * as styles from './checkout-screen.css';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  cart: Cart;
  /** Every priced line, the diner's then the free items, in the bill's order. */
  lines: readonly CartLine[];
  bill: Bill;
  menu: Pick<Menu, 'categories'>;
}

/**
 * The checkout's order summary (B§2): 'Your order' with the item count, opening onto each line
 * with its count, options and price from the bill.
 */
export function OrderSummary({ cart, lines, bill, menu }: OrderSummaryProps) {
  const { t } = useLingui();
  const venue = useVenueText();
  const formatMoney = useFormatMoney();
  const count = getItemCount(cart);
  const items = plural(count, { one: '# item', other: '# items' });
  return (
    <Collapsible summary={t`Your order · ${items}`} headingLevel={2}>
      <ul className={styles.summaryLines}>
        {lines.map((line, index) => {
          const item = lineMenuItem(menu, line);
          const billed = bill.lines[index];
          const name = item ? venue.name(item) : t`Item`;
          const options = lineOptionsText(line, item, venue);
          return (
            <li key={line.id} className={styles.summaryLine}>
              <span className={styles.summaryCount}>{t`${line.count} ×`}</span>
              <span className={styles.summaryName}>
                <bdi>{name}</bdi>
                {options.length > 0 && (
                  <span className={styles.summaryOptions}>
                    <OptionNames names={options} />
                  </span>
                )}
              </span>
              <span className={styles.summaryAmount}>
                {billed?.is_free_item ? t`Free` : formatMoney(billed?.sub_total ?? '0')}
              </span>
            </li>
          );
        })}
      </ul>
    </Collapsible>
  );
}
