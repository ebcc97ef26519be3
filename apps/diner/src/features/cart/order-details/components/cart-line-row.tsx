import { useLingui } from '@lingui/react/macro';
import type { MenuItem } from '@tabula/api-client';
import { parseAmount, type BilledLine, type CartLine } from '@tabula/engine';
import { QuantityStepper } from '@tabula/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { useVenueText } from '@/lib/i18n/venue-text';
import { OptionNames } from '@/components/option-names';
import { lineCeiling } from '@/lib/cart/cart-limits';
import { useQuantityLimits } from '../../limits/use-quantity-limits';
import { freeItemsCartAtom } from '@/lib/promotions/free-items-atoms';
import { cartAtom, setLineCountAtom } from '@/lib/cart/cart-atoms';
import { showCartNoticeAtom } from '@/lib/cart/cart-notice-atoms';
import { lineOptionsText } from '@/lib/bill/line-options-text';
import { ItemNoteEditor } from './item-note-editor';
import * as styles from './cart-line-row.css';

/** Props of {@link CartLineRow}. */
export interface CartLineRowProps {
  line: CartLine;
  /** The line as the bill priced it. */
  billed: BilledLine | undefined;
  /** The menu item it orders, for its name and its options' names. */
  item: MenuItem | null;
  /** The item is sold out (A§5: it must be removed before checkout). */
  soldOut: boolean;
}

/**
 * One line of the cart: the item's name in the diner's language, its options, its note, its
 * price from the bill (with the price before its promotion struck through) and its count. The
 * count goes to 0 with the bin, which removes the line (A§4), and + stops at the outlet's limit
 * with a note saying which. A placed dine-in line is shown greyed, without controls.
 */
export function CartLineRow({ line, billed, item, soldOut }: CartLineRowProps) {
  const { t } = useLingui();
  const venue = useVenueText();
  const formatMoney = useFormatMoney();
  const setCount = useSetAtom(setLineCountAtom);
  const showNotice = useSetAtom(showCartNoticeAtom);
  const cart = useAtomValue(cartAtom);
  const freeLines = useAtomValue(freeItemsCartAtom);
  const limits = useQuantityLimits();
  const ceiling = lineCeiling(cart, freeLines, line.id, limits);
  const nameId = useId();
  const name = item ? venue.name(item) : t`Item`;
  const options = lineOptionsText(line, item, venue);
  const placed = line.placed_item === true;
  const discounted = billed !== undefined && parseAmount(billed.promotion_discount).greaterThan(0);

  return (
    <li className={placed ? `${styles.row} ${styles.placed}` : styles.row}>
      <div className={styles.top}>
        <div className={styles.texts}>
          <p id={nameId} className={styles.name}>
            <bdi>{name}</bdi>
          </p>
          {options.length > 0 && (
            <p className={styles.detail}>
              <OptionNames names={options} />
            </p>
          )}
          {placed && <p className={styles.detail}>{t`Already ordered`}</p>}
          {soldOut && <span className={styles.soldOut}>{t`Sold out`}</span>}
        </div>
        {billed && (
          <div className={styles.prices}>
            <span className={styles.price}>{formatMoney(billed.sub_total)}</span>
            {discounted && (
              <span className={styles.before}>{formatMoney(billed.total_before_promotion)}</span>
            )}
          </div>
        )}
      </div>
      {placed ? (
        line.itemNote && <p className={styles.detail}>{line.itemNote}</p>
      ) : (
        <div className={styles.controls}>
          <ItemNoteEditor
            lineId={line.id}
            note={line.itemNote ?? null}
            itemName={name}
            describedBy={nameId}
          />
          <div className={styles.stepper}>
            <QuantityStepper
              value={line.count}
              onChange={(count) => {
                setCount({ lineId: line.id, count, limits });
              }}
              min={1}
              max={Math.max(line.count, ceiling.max)}
              onMaxReached={() => {
                showNotice({ kind: 'quantity_limit', reached: ceiling });
              }}
              label={t`Quantity of ${name}`}
              decreaseLabel={t`One less ${name}`}
              increaseLabel={t`One more ${name}`}
              removeLabel={t`Remove ${name}`}
              size="small"
            />
          </div>
        </div>
      )}
    </li>
  );
}
