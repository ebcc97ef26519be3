import { useLingui } from '@lingui/react/macro';
import { getItemPrice, isOutOfStock } from '@tabula/engine';
import type { MenuItemView } from '../utils/menu-view';
import { useMenuCardSettings } from './menu-card-context';
import * as styles from './grouped-item-picks.css';

/** Props of {@link GroupedItemPicks}. */
export interface GroupedItemPicksProps {
  item: MenuItemView;
  /** The grouped item's name in the diner's language, for the list's name. */
  itemName: string;
  categoryId: number;
}

/**
 * The picks of a grouped item, each with its price, under the item's card.
 *
 * our choice: the grouped_items_lite feature (on in the lite plan, which has no cart and so no
 * grouped item sheet) lists a grouped item's picks on the menu, so a diner can still read what
 * the set offers and what each choice costs.
 */
export function GroupedItemPicks({ item, itemName, categoryId }: GroupedItemPicksProps) {
  const { t } = useLingui();
  const { venue, precision, formatMoney, outOfStock } = useMenuCardSettings();
  return (
    <ul className={styles.picks} aria-label={t`Choices for ${itemName}`}>
      {(item.items ?? []).map((pick) => (
        <li key={pick.id} className={styles.pick}>
          <bdi className={styles.pickName}>{venue.name(pick)}</bdi>
          {isOutOfStock(outOfStock, pick.id, categoryId) ? (
            <span className={styles.soldOut}>{t`Sold out`}</span>
          ) : (
            <span className={styles.price}>{formatMoney(getItemPrice(pick, precision))}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
