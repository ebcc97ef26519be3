import { useLingui } from '@lingui/react/macro';
import { getItemPrice, isOutOfStock, resolveGroupedItem, type MenuItem } from '@tabula/engine';
import { BottomSheet, Button } from '@tabula/ui';
import { useSetAtom } from 'jotai';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { useVenueText } from '@/lib/i18n/venue-text';
import { useHomePage } from '@/lib/venue/home-page';
import { useMoneySettings } from '@/lib/venue/money-settings';
import { useAddItem } from '../hooks/use-add-item';
import { openCartSheetAtom } from '../state/cart-sheet-atoms';
import * as styles from './grouped-item-sheet.css';
import { hasModifiers } from './has-modifiers';

/** Props of {@link GroupedItemSheet}. */
export interface GroupedItemSheetProps {
  /** The grouped item as listed in its category. */
  item: MenuItem;
  categoryId: number;
  onClose: () => void;
}

/**
 * The grouped-item sheet (A§2, A§3): the diner picks one of the nested items, each with its own
 * price; a pick with modifiers goes on to the modifier sheet, a plain pick goes in the cart. A
 * sold-out pick cannot be chosen.
 */
export function GroupedItemSheet({ item, categoryId, onClose }: GroupedItemSheetProps) {
  const { t } = useLingui();
  const venue = useVenueText();
  const { precision } = useMoneySettings();
  const formatMoney = useFormatMoney();
  const { out_of_stock_items: outOfStock } = useHomePage();
  const addItem = useAddItem();
  const openSheet = useSetAtom(openCartSheetAtom);

  const pick = (childItemId: number) => {
    if (hasModifiers(resolveGroupedItem(item, childItemId))) {
      openSheet({ kind: 'modifiers', item, categoryId, childItemId });
      return;
    }
    if (addItem({ item, categoryId, childItemId })) onClose();
  };

  return (
    <BottomSheet open onClose={onClose} title={venue.name(item)} closeLabel={t`Close`}>
      <ul className={styles.picks} aria-label={t`Choose one`}>
        {(item.items ?? []).map((child) => {
          const soldOut =
            isOutOfStock(outOfStock, child.id, categoryId) ||
            isOutOfStock(outOfStock, item.id, categoryId);
          const name = venue.name(child);
          const price = formatMoney(getItemPrice(child, precision));
          return (
            <li key={child.id}>
              <Button
                tone="secondary"
                fullWidth
                disabled={soldOut}
                onClick={() => {
                  pick(child.id);
                }}
              >
                {soldOut ? t`${name}, sold out` : t`${name}, ${price}`}
              </Button>
            </li>
          );
        })}
      </ul>
    </BottomSheet>
  );
}
