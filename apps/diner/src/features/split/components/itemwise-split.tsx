import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BillSplit, SplitLine } from '@tabula/api-client';
import { add } from '@tabula/engine';
import { Button, ItemwiseSplitRow, ItemwiseSplitTotal, QuantityStepper } from '@tabula/ui';
import { useState } from 'react';
import { useErrorText } from '@/lib/errors/use-error-text';
import { useBillLineName } from '@/lib/i18n/use-bill-line-name';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { useItemwiseTicks } from '../hooks/use-itemwise-ticks';
import type { SplitActions } from '../hooks/use-split-actions';
import {
  hasFreePart,
  isLinePaid,
  maxWholeUnits,
  NO_PICK,
  selectionCount,
  selectionItems,
  selectionTotal,
  sharePartAmount,
  freeUnitAmounts,
  type LinePick,
} from '../utils/itemwise-selection';
import { SharedDishSheet } from './shared-dish-sheet';
import * as styles from './split.css';

/** Props of {@link ItemwiseSplit}. */
export interface ItemwiseSplitProps {
  split: BillSplit;
  /** The signed-in diner, whose ticks are kept for this bill. */
  userId: number;
  precision: number;
  actions: SplitActions;
  /** Goes to the checkout of the entry the server saved for the diner. */
  onPay: (splitId: number) => void;
}

/**
 * The item-wise split (B§2 Split-bill screen; B§4 item-wise selection; issue 18 shared dishes):
 * each bill line with its checkbox and how many units to take, lines paid by others disabled and
 * marked Paid; under a line, its shared units (parts paid and held, Join for a free part) and
 * Share this dish; the running total (the engine's add over the server's unit and part amounts)
 * and Pay now, which saves the selection and goes to the checkout of the server's entry. The
 * ticks outlive a reload until the diner pays or leaves (issue 30: useItemwiseTicks), and each
 * line is named in the diner's language while its item is on the menu.
 */
export function ItemwiseSplit({ split, userId, precision, actions, onPay }: ItemwiseSplitProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const formatMoney = useFormatMoney();
  const lineName = useBillLineName();
  const [sharing, setSharing] = useState<SplitLine | null>(null);
  const lines = split.lines;
  const { selection, setPick } = useItemwiseTicks(split.order_id, userId, lines);
  const total = selectionTotal(selection, lines, precision);
  const count = selectionCount(selection);

  const pickOf = (line: SplitLine): LinePick => selection[line.cart_id] ?? NO_PICK;

  const payNow = async () => {
    const entry = await actions.saveSelection(selectionItems(selection, lines));
    if (entry !== null) onPay(entry.splitId);
  };

  return (
    <section className={styles.actions} aria-label={t`Choose items to pay`}>
      <p className={styles.subtitle}>{t`Tick what you are paying for.`}</p>
      {actions.refusal === 'split_part_taken' && (
        <p className={styles.notice} role="alert">
          {errorText('split_part_taken')}
        </p>
      )}
      <ul className={styles.list}>
        {lines.map((line) => {
          const pick = pickOf(line);
          const paid = isLinePaid(line);
          const free = freeUnitAmounts(line);
          const max = maxWholeUnits(line, pick);
          // In the messages below the call stays inline, so their placeholder keeps its id ({0}).
          const name = lineName(line.item_id, line.name);
          return (
            <li key={line.cart_id}>
              <ItemwiseSplitRow
                name={name}
                quantity={line.count}
                amount={formatMoney(
                  add('0', ...(pick.units > 0 ? free.slice(0, pick.units) : free)),
                )}
                checked={pick.units > 0}
                paid={paid}
                paidLabel={t`Paid`}
                disabled={!paid && max === 0 && pick.units === 0}
                onChange={(checked) => {
                  setPick(line, { ...pick, units: checked ? 1 : 0 });
                }}
              />
              {!paid && (
                <div className={styles.shareBlock}>
                  {pick.units > 0 && max > 1 && (
                    <QuantityStepper
                      label={t`How many ${lineName(line.item_id, line.name)}`}
                      value={pick.units}
                      min={1}
                      max={max}
                      size="small"
                      decreaseLabel={t`Fewer`}
                      increaseLabel={t`More`}
                      onChange={(units) => {
                        setPick(line, { ...pick, units });
                      }}
                    />
                  )}
                  {line.shared_units.map((unit) => {
                    const joined = pick.shareWays === unit.parts;
                    return (
                      <div key={unit.unit} className={styles.shareRow}>
                        <span>
                          {t`Shared ${unit.parts} ways: ${unit.paid_parts} paid, ${unit.reserved_parts} being paid`}
                        </span>
                        {hasFreePart(unit) && pick.shareWays === null && (
                          <Button
                            size="small"
                            tone="secondary"
                            onClick={() => {
                              setPick(line, { ...pick, shareWays: unit.parts });
                            }}
                          >
                            {t`Join (${formatMoney(unit.part_amounts[unit.paid_parts + unit.reserved_parts] ?? '0')})`}
                          </Button>
                        )}
                        {joined && <span>{t`You take one part`}</span>}
                      </div>
                    );
                  })}
                  {pick.shareWays !== null ? (
                    <div className={styles.shareRow}>
                      <span>
                        {t`Your part of ${lineName(line.item_id, line.name)} shared ${pick.shareWays} ways: ${formatMoney(
                          sharePartAmount(line, pick.shareWays, pick.units, precision) ?? '0',
                        )}`}
                      </span>
                      <Button
                        size="small"
                        tone="ghost"
                        onClick={() => {
                          setPick(line, { ...pick, shareWays: null });
                        }}
                      >
                        {t`Remove`}
                      </Button>
                    </div>
                  ) : (
                    line.available_units > pick.units && (
                      <Button
                        size="small"
                        tone="ghost"
                        onClick={() => {
                          setSharing(line);
                        }}
                      >
                        {t`Share this dish`}
                      </Button>
                    )
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ItemwiseSplitTotal
        totalLabel={t`Your total`}
        total={formatMoney(total)}
        summary={
          count === 0
            ? undefined
            : t({ message: plural(count, { one: '# item selected', other: '# items selected' }) })
        }
        payLabel={t`Pay now`}
        payDisabled={count === 0}
        loading={actions.pending}
        onPay={() => {
          void payNow();
        }}
      />
      <SharedDishSheet
        key={sharing?.cart_id ?? 'none'}
        dishName={sharing === null ? null : lineName(sharing.item_id, sharing.name)}
        onClose={() => {
          setSharing(null);
        }}
        partText={(ways) => {
          if (sharing === null) return null;
          const part = sharePartAmount(sharing, ways, pickOf(sharing).units, precision);
          return part === null ? null : formatMoney(part);
        }}
        onShare={(ways) => {
          if (sharing !== null) setPick(sharing, { ...pickOf(sharing), shareWays: ways });
          setSharing(null);
        }}
      />
    </section>
  );
}
