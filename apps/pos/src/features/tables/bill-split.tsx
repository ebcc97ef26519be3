import { useLingui } from '@lingui/react/macro';
import { isApiError, type PosBillSplit, type PosOutlet, type PosTable } from '@tabula/api-client';
import { posBillSplitQueryOptions } from '@tabula/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../app/api';
import { formatPosMoney } from '../../lib/format';
import { badge, muted } from '../../lib/layout.css';
import { BillSplitParts, TakeRestButtons } from './bill-split-parts';
import * as styles from './bill-split.css';
import { useMemberNames } from './member-names';
import { SplitBillControls } from './split-bill-controls';
import * as cardStyles from './table-card.css';
import { useTakeBillPayment, type BillPart, type CounterPayment } from './take-bill-payment';

/** Whether no part of the bill is paid yet: only then may staff split it or undo the split. */
function nothingPaid(split: PosBillSplit): boolean {
  return (
    !split.paid &&
    split.paid_users.length === 0 &&
    split.split_bill_entries.every((entry) => !entry.paid) &&
    split.equal_split_user_queue.every((slot) => !slot.paid)
  );
}

/**
 * A scan-and-pay bill's split as staff read it (pos.billSplit): how it is split, each part with
 * its amount, its status (naming the diner holding, paying or having paid it, by the names the
 * split carries) and its counter payment buttons, what is left to pay and "take the rest"; and,
 * while nothing is paid, the controls that split it. Fetched again whenever the tables view
 * is (its poll, its live events, its Refresh button: `refreshedAt`), and after every split or
 * payment through the contract's invalidations.
 */
// spec: B§2 split-bill-started-from-POS screen; B§4 Split bill; B§6 POS staff (payments).
export function BillSplit({
  table,
  outlet,
  refreshedAt,
}: {
  table: PosTable;
  outlet: PosOutlet;
  /** When the tables view last fetched its tables. */
  refreshedAt: number;
}) {
  const { t, i18n } = useLingui();
  const { take, isPending } = useTakeBillPayment(table);
  const query = useQuery(posBillSplitQueryOptions(api, { params: { id: table.id } }));
  const nameOf = useMemberNames(query.data?.diners ?? []);
  const { refetch } = query;
  const seen = useRef(refreshedAt);
  useEffect(() => {
    if (seen.current === refreshedAt) return;
    seen.current = refreshedAt;
    void refetch();
  }, [refreshedAt, refetch]);

  const number = table.number;
  const split = query.data;
  if (split === undefined) {
    // No open bill (404 no_bill, the tables not yet fetched again) says nothing: the card shows it.
    if (isApiError(query.error, 'http') && query.error.errorId === 'no_bill') return null;
    return (
      <p className={muted}>
        {query.isError ? t`The split of the bill could not be loaded.` : t`Loading…`}
      </p>
    );
  }
  const details = split.split_payment_details;
  const splits = details.split_count;
  const onTake = (part: BillPart, paidBy: CounterPayment) => {
    take({ part, paidBy });
  };
  return (
    <section className={styles.split} aria-label={t`Split of the bill of table ${number}`}>
      <p className={cardStyles.line}>
        <strong>
          {details.split_type === 'equal'
            ? t`Split evenly in ${splits}`
            : details.split_type === 'manual'
              ? t`Split by item`
              : t`Not split`}
        </strong>
        {split.payment_in_progress && <span className={badge}>{t`A diner is paying`}</span>}
      </p>
      <BillSplitParts
        table={table}
        outlet={outlet}
        split={split}
        nameOf={nameOf}
        busy={isPending}
        onTake={onTake}
      />
      <p className={cardStyles.line}>
        {split.paid ? (
          <strong>{t`Paid in full`}</strong>
        ) : (
          <>
            <span>{t`Left to pay`}</span>
            <span className={styles.amount}>
              {formatPosMoney(split.remaining_amount, outlet, i18n.locale)}
            </span>
          </>
        )}
      </p>
      {!split.paid && (
        <TakeRestButtons
          table={table}
          rest={{
            amount: split.remaining_amount,
            shown: formatPosMoney(split.remaining_amount, outlet, i18n.locale),
          }}
          busy={isPending}
          onTake={onTake}
        />
      )}
      {nothingPaid(split) && <SplitBillControls table={table} splitType={details.split_type} />}
    </section>
  );
}
