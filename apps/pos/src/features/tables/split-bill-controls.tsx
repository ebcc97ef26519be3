import { useLingui } from '@lingui/react/macro';
import {
  endpoints,
  isApiError,
  splitCountSchema,
  type PosSplitBillBody,
  type PosTable,
  type SplitType,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../app/api';
import { invalidateAfter } from '../../lib/invalidate-after';
import { control, field, muted, row } from '../../lib/layout.css';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';
import { tableActionLabel } from './table-action-label';

/** The split count staff type, if it is a whole number the contract allows (2 to 99), or null. */
function splitCount(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const parsed = splitCountSchema.safeParse(Number(text.trim()));
  return parsed.success ? parsed.data : null;
}

/**
 * Staff split a scan-and-pay bill from the POS (pos.splitBill): evenly in a count of splits (2 to
 * 99, 2 unless changed), by item, or undo the split. The diners' phones hear
 * split_bill_generated and show "the restaurant split your bill". Shown only while nothing is
 * paid; a part paid or being paid since is refused (409 split_already_done) in the server's words.
 */
// spec: B§2 split-bill-started-from-POS screen; B§4 Split bill; B§5 2 to 99 splits; B§6 POS staff.
export function SplitBillControls({ table, splitType }: { table: PosTable; splitType: SplitType }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  const hintId = useId();
  const [countText, setCountText] = useState('2');
  const number = table.number;
  const count = splitCount(countText);

  const { mutate, isPending } = useMutation({
    mutationFn: (body: PosSplitBillBody) =>
      api.request(endpoints.pos.splitBill, { params: { id: table.id }, body }),
    onSuccess: async (_answer, body) => {
      say(doneText(body));
      await invalidateAfter(queryClient, endpoints.pos.splitBill);
    },
    onError: async (error) => {
      if (isApiError(error, 'http') && error.errorId === 'no_bill') {
        say(t`Table ${number} has no open bill any more.`, 'error');
      } else {
        // split_already_done and the rest: the server's own words.
        failed(error);
      }
      await invalidateAfter(queryClient, endpoints.pos.splitBill);
    },
  });

  function doneText(body: PosSplitBillBody): string {
    switch (body.split_type) {
      case 'equal': {
        const splits = body.split_count;
        return t`Table ${number}: bill split evenly in ${splits}`;
      }
      case 'manual':
        return t`Table ${number}: bill split by item`;
      case 'none':
        return t`Table ${number}: split undone`;
    }
  }

  const act = (body: PosSplitBillBody, question: string) => {
    if (!window.confirm(question)) return;
    mutate(body);
  };

  return (
    <div className={row} role="group" aria-label={t`Split the bill of table ${number}`}>
      <label className={field}>
        {t`Splits`}
        <input
          className={control}
          type="number"
          inputMode="numeric"
          min={2}
          max={99}
          value={countText}
          disabled={isPending}
          aria-label={t`Number of splits for table ${number}`}
          aria-invalid={count === null}
          aria-describedby={count === null ? hintId : undefined}
          onChange={(event) => {
            setCountText(event.target.value);
          }}
        />
      </label>
      <Button
        size="small"
        disabled={isPending || count === null}
        aria-label={tableActionLabel(i18n, t`Split evenly`, number)}
        onClick={() => {
          if (count === null) return;
          act(
            { split_type: 'equal', split_count: count },
            t`Split the bill of table ${number} evenly in ${count}? The diners' phones show the new split.`,
          );
        }}
      >
        {t`Split evenly`}
      </Button>
      {splitType !== 'manual' && (
        <Button
          size="small"
          tone="secondary"
          disabled={isPending}
          aria-label={tableActionLabel(i18n, t`Split by item`, number)}
          onClick={() => {
            act(
              { split_type: 'manual' },
              t`Split the bill of table ${number} by item? Each diner picks what they pay on their phone.`,
            );
          }}
        >
          {t`Split by item`}
        </Button>
      )}
      {splitType !== 'none' && (
        <Button
          size="small"
          tone="secondary"
          disabled={isPending}
          aria-label={tableActionLabel(i18n, t`Undo split`, number)}
          onClick={() => {
            act(
              { split_type: 'none' },
              t`Undo the split of table ${number}? The bill is paid as one again.`,
            );
          }}
        >
          {t`Undo split`}
        </Button>
      )}
      {count === null && (
        <p id={hintId} className={muted} role="alert">
          {t`A bill splits into 2 to 99.`}
        </p>
      )}
    </div>
  );
}
