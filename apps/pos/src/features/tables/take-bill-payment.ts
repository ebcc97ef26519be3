import { useLingui } from '@lingui/react/macro';
import { endpoints, isApiError, type PosBillSplit, type PosTable } from '@tabula/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { invalidateAfter } from '../../lib/invalidate-after';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';

/** How staff take a payment at the counter. */
export type CounterPayment = 'cash' | 'card';

/** What staff take: one equal split, one diner's item-wise part, or everything still unpaid. */
export type BillPart =
  | { kind: 'equal'; splitId: number; amount: string; shown: string }
  | { kind: 'diner'; splitId: number; amount: string; shown: string; name: string }
  | { kind: 'rest'; amount: string; shown: string };

/** One counter payment of a part of the bill, as the buttons send it. */
interface Taking {
  part: BillPart;
  paidBy: CounterPayment;
}

/**
 * Staff take a part of a scan-and-pay bill at the counter (pos.recordBillPayment), in cash or by
 * card on the counter's terminal, after a question naming the part and its amount: recorded paid
 * at once, the diners' phones show it paid. One payment at a time: while one is pending every
 * button waits. A part someone has just paid or is paying is refused (409 split_part_taken) and
 * the split is fetched again.
 */
// spec: B§6 POS staff (payments); B§4 Split bill; B§7 payment_recorded.
export function useTakeBillPayment(table: PosTable) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  const number = table.number;

  const { mutate, isPending } = useMutation({
    mutationFn: ({ part, paidBy }: Taking) =>
      api.request(endpoints.pos.recordBillPayment, {
        params: { id: table.id },
        body:
          part.kind === 'rest'
            ? { payment_type: paidBy }
            : { payment_type: paidBy, split_id: part.splitId },
      }),
    onSuccess: async (answer: PosBillSplit, { part }) => {
      say(doneText(part, answer));
      await invalidateAfter(queryClient, endpoints.pos.recordBillPayment);
    },
    onError: async (error) => {
      const text = refusalText(error);
      if (text === null) failed(error);
      else say(text, 'error');
      // The split changed under the card (a diner, another tablet): show it as it is now.
      await invalidateAfter(queryClient, endpoints.pos.recordBillPayment);
    },
  });

  function doneText(part: BillPart, answer: PosBillSplit): string {
    if (answer.paid) return t`Table ${number}: the bill is paid in full`;
    switch (part.kind) {
      case 'equal': {
        const split = part.splitId;
        return t`Table ${number}: split ${split} paid`;
      }
      case 'diner': {
        const name = part.name;
        return t`Table ${number}: the part of ${name} paid`;
      }
      case 'rest':
        return t`Table ${number}: the rest paid`;
    }
  }

  function refusalText(error: unknown): string | null {
    if (!isApiError(error, 'http')) return null;
    switch (error.errorId) {
      case 'split_part_taken':
        return t`This part of the bill of table ${number} is paid or being paid. Check the split and try again.`;
      case 'nothing_to_pay':
        return t`Nothing is left to pay on the bill of table ${number}.`;
      case 'no_bill':
        return t`Table ${number} has no open bill any more.`;
    }
    return null;
  }

  // Whole sentences per part and payment type, so each language words them its own way.
  function question({ part, paidBy }: Taking): string {
    const amount = part.shown;
    switch (part.kind) {
      case 'equal': {
        const split = part.splitId;
        return paidBy === 'cash'
          ? t`Take ${amount} in cash for split ${split} of table ${number}?`
          : t`Take ${amount} by card for split ${split} of table ${number}?`;
      }
      case 'diner': {
        const name = part.name;
        return paidBy === 'cash'
          ? t`Take ${amount} in cash for the part of ${name} at table ${number}?`
          : t`Take ${amount} by card for the part of ${name} at table ${number}?`;
      }
      case 'rest':
        return paidBy === 'cash'
          ? t`Take the rest of the bill of table ${number}, ${amount}, in cash?`
          : t`Take the rest of the bill of table ${number}, ${amount}, by card?`;
    }
  }

  const take = (taking: Taking) => {
    if (!window.confirm(question(taking))) return;
    mutate(taking);
  };
  return { take, isPending };
}
