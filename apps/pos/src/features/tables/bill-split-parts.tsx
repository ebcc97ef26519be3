import { useLingui } from '@lingui/react/macro';
import type {
  PosBillDiner,
  PosBillSplit,
  PosOutlet,
  PosTable,
  SplitBillEntry,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { formatPosMoney } from '../../lib/format';
import { badge, muted } from '../../lib/layout.css';
import * as styles from './bill-split.css';
import type { BillPart, CounterPayment } from './take-bill-payment';
import { tableActionLabel } from './table-action-label';

/** Props of {@link BillSplitParts}. */
interface BillSplitPartsProps {
  table: PosTable;
  outlet: PosOutlet;
  split: PosBillSplit;
  /** A diner's name as staff read it. */
  nameOf: (diner: PosBillDiner) => string;
  /** Takes a part at the counter (asks first). */
  onTake: (part: BillPart, paidBy: CounterPayment) => void;
  /** A payment is pending: every button waits. */
  busy: boolean;
}

/**
 * The parts of a split bill, each with its amount and status and, while it is not paid, its
 * "Take cash" and "Take card" buttons: every equal split (paid, being paid or held, naming the
 * diner, or free), or every diner's item-wise entry and who is choosing items now. Nothing for a
 * bill not split.
 */
// spec: B§2 Split-bill screen (numbered splits with their share and a Paid badge); B§4 Split
// bill; B§6 POS staff (payments).
export function BillSplitParts(props: BillSplitPartsProps) {
  const { t, i18n } = useLingui();
  const { table, outlet, split, nameOf, onTake, busy } = props;
  const number = table.number;
  const money = (amount: string) => formatPosMoney(amount, outlet, i18n.locale);
  const dinerOf = (userId: number | null) =>
    userId === null || userId === 0
      ? undefined
      : split.diners.find((diner) => diner.user_id === userId);
  const nameOfUser = (userId: number | null) => {
    const diner = dinerOf(userId);
    return diner === undefined ? null : nameOf(diner);
  };
  const chooser =
    split.manual_split_paying_user === null ? null : nameOfUser(split.manual_split_paying_user);
  const type = split.split_payment_details.split_type;
  const entries = split.split_bill_entries;

  return (
    <>
      {type === 'equal' && (
        <ul className={styles.parts} aria-label={t`Splits of table ${number}`}>
          {entries.map((entry) => {
            const n = entry.splitId;
            const slot = split.equal_split_user_queue[n - 1];
            const held = (slot?.user_id ?? 0) !== 0;
            const name = nameOfUser(slot?.user_id ?? entry.user_id);
            const part: BillPart = {
              kind: 'equal',
              splitId: n,
              amount: entry.total_amount,
              shown: money(entry.total_amount),
            };
            const paid = entry.paid || slot?.paid === true;
            const paying = !paid && entry.payment_status === 'in_progress';
            return (
              <li key={n} className={styles.part} aria-label={t`Split ${n}`}>
                <span>{t`Split ${n}`}</span>
                <span className={badge}>
                  {paid
                    ? name === null
                      ? t`Paid`
                      : t`Paid by ${name}`
                    : paying
                      ? name === null
                        ? t`Paying`
                        : t`${name} is paying`
                      : held
                        ? name === null
                          ? t`Held by a diner`
                          : t`Held by ${name}`
                        : t`Free`}
                </span>
                <span className={styles.amount}>{part.shown}</span>
                {!paid && !paying && (
                  <TakeButtons
                    part={part}
                    busy={busy}
                    onTake={onTake}
                    of={t`Split ${n}`}
                    number={number}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {type === 'manual' && split.manual_split_paying_user !== null && !split.paid && (
        <p className={muted}>
          {chooser === null ? t`A diner is choosing items` : t`${chooser} is choosing items`}
        </p>
      )}
      {type === 'manual' && entries.length === 0 && (
        <p className={muted}>{t`No diner has chosen items yet.`}</p>
      )}
      {type === 'manual' && entries.length > 0 && (
        <ul className={styles.parts} aria-label={t`Diners' parts of table ${number}`}>
          {entries.map((entry, index) => {
            const position = index + 1;
            const name = nameOfUser(entry.user_id) ?? t`Diner ${position}`;
            const part: BillPart = {
              kind: 'diner',
              splitId: entry.splitId,
              amount: entry.total_amount,
              shown: money(entry.total_amount),
              name,
            };
            return (
              <li key={entry.splitId} className={styles.part} aria-label={name}>
                <span>{name}</span>
                <span className={badge}>{entryStatus(entry)}</span>
                <span className={styles.amount}>{part.shown}</span>
                {!entry.paid && (
                  <TakeButtons part={part} busy={busy} onTake={onTake} of={name} number={number} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );

  /** A diner's entry: paid, held or being paid, its payment failed, or not paid. */
  function entryStatus(entry: SplitBillEntry): string {
    if (entry.paid) return t`Paid`;
    switch (entry.payment_status) {
      case 'completed':
        return t`Paid`;
      case 'in_progress':
        return t`Chosen or paying`;
      case 'failed':
        return t`Payment failed`;
      case 'unpaid':
        return t`Not paid`;
    }
  }
}

/**
 * A part's "Take cash" and "Take card", each named for the part and table it takes: "Take cash:
 * Split 2, table S1".
 */
function TakeButtons({
  part,
  busy,
  onTake,
  of,
  number,
}: {
  part: BillPart;
  busy: boolean;
  onTake: (part: BillPart, paidBy: CounterPayment) => void;
  /** The part as its row names it: "Split 2", or the diner's name. */
  of: string;
  number: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <span className={styles.buttons}>
      <Button
        size="small"
        tone="secondary"
        disabled={busy}
        aria-label={tableActionLabel(i18n, t`Take cash`, number, of)}
        onClick={() => {
          onTake(part, 'cash');
        }}
      >
        {t`Take cash`}
      </Button>
      <Button
        size="small"
        tone="secondary"
        disabled={busy}
        aria-label={tableActionLabel(i18n, t`Take card`, number, of)}
        onClick={() => {
          onTake(part, 'card');
        }}
      >
        {t`Take card`}
      </Button>
    </span>
  );
}

/** "Take the rest" in cash or by card: everything still unpaid of the bill, in one payment. */
export function TakeRestButtons({
  table,
  rest,
  busy,
  onTake,
}: {
  table: PosTable;
  /** What is left to pay, as the server gives it and as it reads. */
  rest: { amount: string; shown: string };
  busy: boolean;
  onTake: (part: BillPart, paidBy: CounterPayment) => void;
}) {
  const { t, i18n } = useLingui();
  const number = table.number;
  const part: BillPart = { kind: 'rest', ...rest };
  return (
    <div className={styles.buttons}>
      <Button
        size="small"
        disabled={busy}
        aria-label={tableActionLabel(i18n, t`Take the rest in cash`, number)}
        onClick={() => {
          onTake(part, 'cash');
        }}
      >
        {t`Take the rest in cash`}
      </Button>
      <Button
        size="small"
        disabled={busy}
        aria-label={tableActionLabel(i18n, t`Take the rest by card`, number)}
        onClick={() => {
          onTake(part, 'card');
        }}
      >
        {t`Take the rest by card`}
      </Button>
    </div>
  );
}
