import { useLingui } from '@lingui/react/macro';
import { findLastLine, isGroupedItem, resolveGroupedItem, type MenuItem } from '@tabula/engine';
import { BottomSheet, Button } from '@tabula/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { useVenueText } from '@/lib/i18n/venue-text';
import { useQuantityLimits } from '../limits/use-quantity-limits';
import { cartAtom, repeatLastAtom } from '@/lib/cart/cart-atoms';
import { openCartSheetAtom } from '../state/cart-sheet-atoms';
import { showCartNoticeAtom } from '@/lib/cart/cart-notice-atoms';
import { describeSelection } from './describe-selection';
import * as styles from './repeat-sheet.css';

/** Props of {@link RepeatSheet}. */
export interface RepeatSheetProps {
  /** The item as listed on the menu card (for a grouped item, the grouped item). */
  item: MenuItem;
  categoryId: number;
  onClose: () => void;
}

/**
 * The repeat-last-or-add-new sheet (A§4): for a customisable item already in the cart, 'Repeat
 * last' adds one more of the most recently changed line, 'Add new' opens the item's sheet.
 */
export function RepeatSheet({ item, categoryId, onClose }: RepeatSheetProps) {
  const { t } = useLingui();
  const venue = useVenueText();
  const cart = useAtomValue(cartAtom);
  const repeatLast = useSetAtom(repeatLastAtom);
  const openSheet = useSetAtom(openCartSheetAtom);
  const showNotice = useSetAtom(showCartNoticeAtom);
  const showError = useSetAtom(showErrorAtom);
  const limits = useQuantityLimits();
  const last = findLastLine(cart, item.id);
  const lastItem =
    last?.parent_item_id === null || last?.parent_item_id === undefined
      ? item
      : resolveGroupedItem(item, last.item_id);
  const lastName = venue.name(lastItem);
  const summary = last === undefined ? '' : describeSelection(lastItem, last, venue);

  const repeat = () => {
    try {
      // At the outlet's limit the note says so and the sheet stays for another choice.
      if (!repeatLast({ itemId: item.id, limits })) return;
    } catch {
      showError({ id: 'generic' });
      return;
    }
    showNotice({ kind: 'added', itemName: lastName });
    onClose();
  };
  const addNew = () => {
    openSheet(
      isGroupedItem(item)
        ? { kind: 'grouped', item, categoryId }
        : { kind: 'modifiers', item, categoryId, childItemId: null },
    );
  };

  return (
    <BottomSheet
      open
      onClose={onClose}
      title={venue.name(item)}
      closeLabel={t`Close`}
      footer={
        <div className={styles.actions}>
          <div className={styles.action}>
            <Button tone="secondary" fullWidth onClick={addNew}>
              {t`Add new`}
            </Button>
          </div>
          <div className={styles.action}>
            <Button fullWidth onClick={repeat}>
              {t`Repeat last`}
            </Button>
          </div>
        </div>
      }
    >
      <p className={styles.question}>{t`Repeat your last choice, or add a new one?`}</p>
      {summary !== '' && <p className={styles.reminder}>{t`Last: ${lastName} (${summary})`}</p>}
    </BottomSheet>
  );
}
