import {
  scanAndPayEndpoints,
  resolveError,
  type BillSplit,
  type ErrorId,
  type SplitBillEntry,
  type SplitSelectionItem,
} from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { clearItemwiseTicks } from '@/lib/scan-and-pay/itemwise-ticks';
import { billSplitQuery } from '@/lib/scan-and-pay/scan-and-pay-queries';

/** How the diner chose to split the bill in the split modal. */
export type SplitChoice = { type: 'equal'; count: number } | { type: 'manual' };

/** Why a split action was refused: the catalogue's inline entries the screen says itself. */
export type SplitRefusal = Extract<ErrorId, 'split_slot_taken' | 'split_part_taken'> | null;

/** The split screens' calls: the preference, the equal queue, the item-wise selection. */
export interface SplitActions {
  /** Saves the preference (B§7 save-preference); resolves true when saved. */
  savePreference: (choice: SplitChoice) => Promise<boolean>;
  /** Sends the equal-split queue the diner wants (B§7 save-equal-split-paying-user). */
  saveQueue: (userIds: number[]) => Promise<boolean>;
  /** Saves the item-wise selection (ADR 0007 PUT order); resolves the diner's entry, or null. */
  saveSelection: (items: SplitSelectionItem[]) => Promise<SplitBillEntry | null>;
  pending: boolean;
  /** The last refusal the screen says inline, until the next action. */
  refusal: SplitRefusal;
}

/**
 * The calls of the split screens for one bill, each reading the bill's split again after it: a
 * 409 on the preference says it cannot change and goes to /checkout, any other failure 'oops'
 * (B§8 rows 11, 12); a slot someone else took (409 split_slot_taken) or a part someone took
 * first (409 split_part_taken) is said inline; the item-wise screen held by another diner (409
 * manual_split_screen_occupied) shows B§8's modal and /. Every refusal is resolved through the
 * error catalogue.
 */
export function useSplitActions(orderId: number, tableId: number | null): SplitActions {
  const queryClient = useQueryClient();
  const showError = useSetAtom(showErrorAtom);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<SplitRefusal>(null);

  const run = useCallback(
    async <T>(call: () => Promise<T>, failed: T, onError: (error: unknown) => void) => {
      setPending(true);
      setRefusal(null);
      try {
        return await call();
      } catch (error) {
        onError(error);
        return failed;
      } finally {
        setPending(false);
        void queryClient.invalidateQueries({
          queryKey: queryKeys.endpoint(scanAndPayEndpoints.billSplit),
        });
      }
    },
    [queryClient],
  );

  const savePreference = useCallback(
    (choice: SplitChoice) =>
      run(
        async () => {
          const answer = await api.request(scanAndPayEndpoints.savePaymentPreference, {
            params: { id: orderId },
            body:
              choice.type === 'equal'
                ? { pay_for_split: true, split_type: 'equal', split_count: choice.count }
                : { pay_for_split: true, split_type: 'manual' },
          });
          queryClient.setQueryData<BillSplit>(billSplitQuery(orderId).queryKey, answer.bill_split);
          // issue 30: a new way to split starts with nothing ticked.
          clearItemwiseTicks();
          return true;
        },
        false,
        (error) => {
          // spec: B§8 rows 11 and 12: a 409 'unable to change payment preference / split already
          // done', then /checkout; any other failure 'oops'.
          showError({ error, operation: 'payment_preference', hasTable: true });
        },
      ),
    [run, orderId, queryClient, showError],
  );

  const saveQueue = useCallback(
    (userIds: number[]) =>
      run(
        async () => {
          if (tableId === null) return false;
          await api.request(scanAndPayEndpoints.saveEqualSplitPayingUsers, {
            body: { user_ids: userIds, table_id: tableId },
          });
          return true;
        },
        false,
        (error) => {
          const resolved = resolveError(error, { operation: 'split_queue', hasTable: true });
          if (resolved.id === 'split_slot_taken') setRefusal(resolved.id);
          else showError({ resolved });
        },
      ),
    [run, tableId, showError],
  );

  const saveSelection = useCallback(
    (items: SplitSelectionItem[]) =>
      run<SplitBillEntry | null>(
        async () => {
          const answer = await api.request(scanAndPayEndpoints.updateOrder, {
            params: { id: orderId },
            body: { split_items: items },
          });
          queryClient.setQueryData<BillSplit>(billSplitQuery(orderId).queryKey, answer.bill_split);
          return answer.split_bill_entry;
        },
        null,
        (error) => {
          // Someone picked or paid these units or parts first (ADR 0007: held from saving) is
          // said on the screen; the screen held by another diner is B§8's modal, then /.
          const resolved = resolveError(error, { operation: 'split_selection', hasTable: true });
          if (resolved.id === 'split_part_taken') setRefusal(resolved.id);
          else showError({ resolved });
        },
      ),
    [run, orderId, queryClient, showError],
  );

  return { savePreference, saveQueue, saveSelection, pending, refusal };
}
