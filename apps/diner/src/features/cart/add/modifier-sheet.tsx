import { useLingui } from '@lingui/react/macro';
import {
  getGroupHint,
  getGroupKind,
  getModifierItemStates,
  getModifierPrice,
  parseAmount,
  resolveGroupedItem,
  type MenuItem,
} from '@tabula/engine';
import { BottomSheet, Button, ModifierGroup, QuantityStepper, TextField } from '@tabula/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { useVenueText } from '@/lib/i18n/venue-text';
import { useMoneySettings } from '@/lib/venue/money-settings';
import { useAddItem } from '../hooks/use-add-item';
import { lineCeiling } from '@/lib/cart/cart-limits';
import { useQuantityLimits } from '../limits/use-quantity-limits';
import { freeItemsCartAtom } from '@/lib/promotions/free-items-atoms';
import { cartAtom } from '@/lib/cart/cart-atoms';
import { showCartNoticeAtom } from '@/lib/cart/cart-notice-atoms';
import * as styles from './modifier-sheet.css';
import { useHintText } from './use-hint-text';
import { useModifierDraft } from './use-modifier-draft';

// our choice: an item note holds at most 200 characters (the spec sets no limit).
const ITEM_NOTE_MAX_LENGTH = 200;

/** Props of {@link ModifierSheet}. */
export interface ModifierSheetProps {
  /** The item as listed in its category (for a grouped item, the grouped item). */
  item: MenuItem;
  categoryId: number;
  /** The nested item picked, for a grouped item. */
  childItemId: number | null;
  onClose: () => void;
}

/**
 * The modifier sheet (A§4, A§5): each group as the engine reads it (single, multi or quantity
 * select), defaults preselected, options disabled at the maximum, the rule and counter hints, an
 * optional item note, the quantity and the live price; Add is enabled by the engine's gate.
 */
export function ModifierSheet({ item, categoryId, childItemId, onClose }: ModifierSheetProps) {
  const { t } = useLingui();
  const venue = useVenueText();
  const { precision } = useMoneySettings();
  const formatMoney = useFormatMoney();
  const hintText = useHintText();
  const addItem = useAddItem();
  const showNotice = useSetAtom(showCartNoticeAtom);
  // A new line may take what is left in the order, up to the limit per line (our choice).
  const ceiling = lineCeiling(
    useAtomValue(cartAtom),
    useAtomValue(freeItemsCartAtom),
    null,
    useQuantityLimits(),
  );
  const picked = useMemo(
    () => (childItemId === null ? item : resolveGroupedItem(item, childItemId)),
    [item, childItemId],
  );
  const draft = useModifierDraft(picked, precision);
  const text = venue.item(picked);

  const add = () => {
    const added = addItem({
      item,
      categoryId,
      childItemId,
      modifiers: draft.selection,
      count: draft.quantity,
      note: draft.note,
    });
    if (added) onClose();
  };

  return (
    <BottomSheet
      open
      onClose={onClose}
      title={text.name}
      closeLabel={t`Close`}
      footer={
        <div className={styles.footer}>
          <QuantityStepper
            value={draft.quantity}
            min={1}
            max={Math.max(1, ceiling.max)}
            onMaxReached={() => {
              showNotice({ kind: 'quantity_limit', reached: ceiling });
            }}
            onChange={draft.setQuantity}
            label={t`Quantity of ${text.name}`}
            decreaseLabel={t`Remove one`}
            increaseLabel={t`Add one more`}
          />
          <div className={styles.addAction}>
            <Button fullWidth disabled={!draft.canAdd} onClick={add}>
              {t`Add ${formatMoney(draft.total)}`}
            </Button>
          </div>
        </div>
      }
    >
      <div className={styles.body}>
        {text.description !== null && <p className={styles.description}>{text.description}</p>}
        {draft.groups
          .filter((group) => group.items.length > 0)
          .map((group) => {
            const states = getModifierItemStates(group, draft.selection);
            const hints = getGroupHint(group, draft.selection);
            return (
              <ModifierGroup
                key={group.id}
                title={venue.text(group, 'name') ?? ''}
                kind={getGroupKind(group)}
                options={group.items.map((option, index) => {
                  const state = states[index];
                  const price = getModifierPrice(option, precision);
                  return {
                    id: String(option.id),
                    name: venue.name(option),
                    ...(parseAmount(price).isZero() ? {} : { price: t`+ ${formatMoney(price)}` }),
                    selected: state?.selected ?? false,
                    count: state?.count ?? 0,
                    disabled: state?.disabled ?? false,
                    canIncrement: state?.can_increment ?? false,
                  };
                })}
                onChange={(optionId, count) => {
                  draft.setModifierCount(group.id, Number(optionId), count);
                }}
                {...(hints.rule === null ? {} : { hint: hintText(hints.rule) })}
                {...(hints.counter === null ? {} : { counter: hintText(hints.counter) })}
                decreaseLabel={t`Remove one`}
                increaseLabel={t`Add one more`}
              />
            );
          })}
        <TextField
          label={t`Item note`}
          hint={t`Optional: anything the kitchen should know`}
          value={draft.note}
          onChange={draft.setNote}
          maxLength={ITEM_NOTE_MAX_LENGTH}
        />
      </div>
    </BottomSheet>
  );
}
