import { useLingui } from '@lingui/react/macro';
import { endpoints, isApiError, type PosTable } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { invalidateAfter } from '../../lib/invalidate-after';
import { control, field, muted, row } from '../../lib/layout.css';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';
import { useMemberNames } from './member-names';
import * as styles from './table-card.css';
import { tableActionLabel } from './table-action-label';

type PaymentType = 'cash' | 'card';
type Member = PosTable['members'][number];

/** One staff action on a table's open tab, as the card sends it. */
type TableAction =
  | { kind: 'billing' }
  | { kind: 'in_progress' }
  | { kind: 'move'; to: PosTable }
  | { kind: 'merge'; into: PosTable }
  | { kind: 'pay'; paidBy: PaymentType; member: Member | null };

/** Whether a table has an open tab staff can act on (open, being paid, or being moved). */
export function hasOpenTab(table: PosTable): boolean {
  return table.state !== 'free';
}

/**
 * Staff actions on a table's open tab: start billing (nobody may join any more; the diners hear
 * billing_initiated), mark it in progress while it is moved or merged (the diners are sent home),
 * move the tab to one of the outlet's free tables, merge it into another of the outlet's tables
 * (the diners hear table_updated merged), and take a cash or card payment for one member or for
 * everyone not yet paid. One action at a time: while one is pending every button waits.
 */
// spec: B§6 POS staff (billing, table moves and merges, payments); B§4 Payment; B§7
// dine_in_events table_updated / table_moved / payment_recorded, track_order billing_initiated;
// B§8 table updated from POS, table movement in progress.
export function TableActions({
  table,
  freeTables,
  tables,
}: {
  table: PosTable;
  /** The outlet's free tables, the places this tab can move to. */
  freeTables: readonly PosTable[];
  /** The outlet's tables, of which the others are where this tab can merge into. */
  tables: readonly PosTable[];
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  const nameOf = useMemberNames(table.members);
  const [moveTo, setMoveTo] = useState('');
  const [mergeInto, setMergeInto] = useState('');
  const [paidBy, setPaidBy] = useState<PaymentType>('cash');
  const number = table.number;
  const params = { id: table.id };
  const destination = freeTables.find((free) => String(free.id) === moveTo) ?? null;
  const others = tables.filter((other) => other.id !== table.id);
  const mergeTarget = others.find((other) => String(other.id) === mergeInto) ?? null;
  const unpaid = table.members.filter((member) => !member.paid);

  const endpointOf = (action: TableAction) =>
    action.kind === 'billing'
      ? endpoints.pos.initiateBilling
      : action.kind === 'in_progress'
        ? endpoints.pos.markTableInProgress
        : action.kind === 'move'
          ? endpoints.pos.moveTable
          : action.kind === 'merge'
            ? endpoints.pos.mergeTable
            : endpoints.pos.recordTablePayment;

  const { mutate, isPending } = useMutation({
    mutationFn: (action: TableAction) => {
      switch (action.kind) {
        case 'billing':
          return api.request(endpoints.pos.initiateBilling, { params, body: {} });
        case 'in_progress':
          return api.request(endpoints.pos.markTableInProgress, { params, body: {} });
        case 'move':
          return api.request(endpoints.pos.moveTable, {
            params,
            body: { to_table_id: action.to.id },
          });
        case 'merge':
          return api.request(endpoints.pos.mergeTable, {
            params,
            body: { into_table_id: action.into.id },
          });
        case 'pay':
          return api.request(endpoints.pos.recordTablePayment, {
            params,
            body:
              action.member === null
                ? { payment_type: action.paidBy }
                : { payment_type: action.paidBy, customer_ids: [action.member.user_id] },
          });
      }
    },
    onSuccess: async ({ table: answered }, action) => {
      say(doneText(action, answered));
      if (action.kind === 'move') setMoveTo('');
      if (action.kind === 'merge') setMergeInto('');
      await invalidateAfter(queryClient, endpointOf(action));
    },
    onError: async (error, action) => {
      const text = refusalText(error, action);
      if (text === null) {
        failed(error);
        return;
      }
      say(text, 'error');
      // The table changed under the card (another tablet, a diner, the poll not yet run): show
      // it as it is now.
      await invalidateAfter(queryClient, endpointOf(action));
    },
  });

  function doneText(action: TableAction, answered: PosTable): string {
    switch (action.kind) {
      case 'billing':
        return t`Table ${number}: billing started`;
      case 'in_progress':
        return t`Table ${number} marked in progress`;
      case 'move': {
        const to = answered.number;
        return t`Table ${number} moved to table ${to}`;
      }
      case 'merge': {
        const into = answered.number;
        return t`Table ${number} merged into table ${into}`;
      }
      case 'pay': {
        if (answered.state === 'free') return t`Table ${number} is paid and free again`;
        if (action.member === null) return t`Payment taken for everyone at table ${number}`;
        const name = nameOf(action.member);
        return t`Payment taken for ${name}`;
      }
    }
  }

  /** The note for a refusal the server names (B§8 style: say what happened, not "error"). */
  function refusalText(error: unknown, action: TableAction): string | null {
    if (!isApiError(error, 'http')) return null;
    const to =
      action.kind === 'move' ? action.to.number : action.kind === 'merge' ? action.into.number : '';
    const name = action.kind === 'pay' && action.member !== null ? nameOf(action.member) : '';
    switch (error.errorId) {
      case 'no_open_tab':
        return t`Table ${number} has no open tab any more.`;
      case 'table_occupied':
        return t`Table ${to} is no longer free. Choose another table.`;
      case 'invalid_move':
        return t`Table ${number} cannot move onto itself.`;
      case 'invalid_merge':
        return t`Table ${number} cannot merge into itself.`;
      case 'payment_in_progress':
        return t`A payment is in progress at table ${number} or table ${to}. Merge when it is done.`;
      case 'member_already_paid':
        if (action.kind === 'merge') {
          return t`Someone at table ${number} has already paid. Take the rest of its payments before merging.`;
        }
        return action.kind === 'pay' && action.member !== null
          ? t`${name} has already paid.`
          : t`Someone at table ${number} has already paid. Check the members and try again.`;
      case 'not_a_member':
        return action.kind === 'pay' && action.member !== null
          ? t`${name} is no longer on the tab of table ${number}.`
          : t`Someone is no longer on the tab of table ${number}. Check the members and try again.`;
    }
    if ((action.kind === 'move' || action.kind === 'merge') && error.status === 404) {
      return t`Table ${to} is not a table of this outlet.`;
    }
    return null;
  }

  const act = (action: TableAction, question: string) => {
    if (!window.confirm(question)) return;
    mutate(action);
  };

  // Whole sentences per payment type, so each language words "a cash payment" its own way.
  const pay = (member: Member | null) => {
    const name = member === null ? '' : nameOf(member);
    const question =
      member === null
        ? paidBy === 'cash'
          ? t`Take a cash payment for everyone not yet paid at table ${number}?`
          : t`Take a card payment for everyone not yet paid at table ${number}?`
        : paidBy === 'cash'
          ? t`Take a cash payment for ${name} at table ${number}?`
          : t`Take a card payment for ${name} at table ${number}?`;
    act({ kind: 'pay', paidBy, member }, question);
  };

  if (!hasOpenTab(table)) return null;
  const moveLabel = t`Move table ${number} to`;
  const destinationNumber = destination?.number ?? null;
  const mergeNumber = mergeTarget?.number ?? '';
  return (
    <div className={styles.actions} role="group" aria-label={t`Actions for table ${number}`}>
      <div className={row}>
        {table.state !== 'payment_in_progress' && (
          <Button
            size="small"
            disabled={isPending}
            aria-label={t`Start billing table ${number}`}
            onClick={() => {
              act(
                { kind: 'billing' },
                t`Start billing table ${number}? Nobody can join its tab any more.`,
              );
            }}
          >
            {t`Start billing`}
          </Button>
        )}
        {table.state !== 'moving' && (
          <Button
            size="small"
            tone="secondary"
            disabled={isPending}
            aria-label={tableActionLabel(i18n, t`Mark in progress`, number)}
            onClick={() => {
              act(
                { kind: 'in_progress' },
                t`Mark table ${number} in progress? Its diners are sent to the start until it is moved.`,
              );
            }}
          >
            {t`Mark in progress`}
          </Button>
        )}
      </div>
      <div className={row}>
        <TableChoice
          label={t`Move to…`}
          selectLabel={moveLabel}
          placeholder={t`Choose a free table`}
          tables={freeTables}
          chosen={destination}
          onChoose={setMoveTo}
          disabled={isPending}
          action={t`Move`}
          actionLabel={
            destinationNumber === null
              ? t`Move table ${number}`
              : t`Move table ${number} to table ${destinationNumber}`
          }
          onAct={(free) => {
            const to = free.number;
            act(
              { kind: 'move', to: free },
              t`Move the tab of table ${number} to table ${to}? Its diners follow it.`,
            );
          }}
        />
        {freeTables.length === 0 && <span className={muted}>{t`No free table to move to.`}</span>}
      </div>
      <div className={row}>
        <TableChoice
          label={t`Merge into…`}
          selectLabel={t`Merge table ${number} into`}
          placeholder={t`Choose a table`}
          tables={others}
          chosen={mergeTarget}
          onChoose={setMergeInto}
          disabled={isPending}
          action={t`Merge`}
          actionLabel={
            mergeTarget === null
              ? t`Merge table ${number}`
              : t`Merge table ${number} into table ${mergeNumber}`
          }
          onAct={(target) => {
            const into = target.number;
            act(
              { kind: 'merge', into: target },
              t`Merge table ${number} into table ${into}? Its lines and diners join that table's tab, its discounts and loyalty are not carried over, and its diners scan the new table's code.`,
            );
          }}
        />
      </div>
      <div className={row}>
        <label className={field}>
          {t`Paid by`}
          <select
            className={control}
            aria-label={t`Payment type for table ${number}`}
            value={paidBy}
            disabled={isPending}
            onChange={(event) => {
              setPaidBy(event.target.value === 'card' ? 'card' : 'cash');
            }}
          >
            <option value="cash">{t`Cash`}</option>
            <option value="card">{t`Card (terminal)`}</option>
          </select>
        </label>
        {unpaid.map((member) => {
          const name = nameOf(member);
          return (
            <Button
              key={member.user_id}
              size="small"
              tone="secondary"
              disabled={isPending}
              aria-label={t`Take payment for ${name} at table ${number}`}
              onClick={() => {
                pay(member);
              }}
            >
              {t`Take payment for ${name}`}
            </Button>
          );
        })}
        <Button
          size="small"
          disabled={isPending}
          aria-label={t`Take payment for everyone at table ${number}`}
          onClick={() => {
            pay(null);
          }}
        >
          {t`Take payment for everyone`}
        </Button>
      </div>
    </div>
  );
}

/** Props of {@link TableChoice}. */
interface TableChoiceProps {
  label: string;
  /** The select's accessible name. */
  selectLabel: string;
  placeholder: string;
  tables: readonly PosTable[];
  chosen: PosTable | null;
  onChoose: (id: string) => void;
  disabled: boolean;
  /** The button's text, and its accessible name. */
  action: string;
  actionLabel: string;
  onAct: (table: PosTable) => void;
}

/** Another table of the outlet, chosen from a list, and the button that acts on it. */
function TableChoice(props: TableChoiceProps) {
  const { t } = useLingui();
  const { chosen, tables } = props;
  return (
    <>
      <label className={field}>
        {props.label}
        <select
          className={control}
          aria-label={props.selectLabel}
          value={chosen === null ? '' : String(chosen.id)}
          disabled={props.disabled || tables.length === 0}
          onChange={(event) => {
            props.onChoose(event.target.value);
          }}
        >
          <option value="">{props.placeholder}</option>
          {tables.map((other) => {
            const otherNumber = other.number;
            return (
              <option key={other.id} value={String(other.id)}>
                {t`Table ${otherNumber}`}
              </option>
            );
          })}
        </select>
      </label>
      <Button
        size="small"
        tone="secondary"
        disabled={props.disabled || chosen === null}
        aria-label={props.actionLabel}
        onClick={() => {
          if (chosen !== null) props.onAct(chosen);
        }}
      >
        {props.action}
      </Button>
    </>
  );
}
