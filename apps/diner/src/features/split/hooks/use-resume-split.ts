import type { BillSplit } from '@tabula/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { billSplitQuery } from '@/lib/scan-and-pay/scan-and-pay-queries';
import { storeEqualSplitTarget } from '@/lib/scan-and-pay/split-payment-target';
import { claimedQueue, paidSlots } from '../utils/equal-slots';
import { hasSplitResume, resumePlan, type SplitResumeSearch } from '../utils/resume-split';
import type { SplitActions } from './use-split-actions';

/** What {@link useResumeSplit} works on. */
export interface ResumeSplitInput {
  /** The visitor's choice, from /split-bill's search. */
  search: SplitResumeSearch;
  orderId: number;
  /** The diner now, null while a visitor. */
  userId: number | null;
  /** The bill's split state, undefined while it loads. */
  split: BillSplit | undefined;
  actions: SplitActions;
}

/**
 * Applies, once, what a visitor chose before signing in (issue 30): the search is cleared first
 * (so Back or a reload never applies it again), then the preference is saved where the bill is
 * still unsplit, then the chosen equal split is claimed and its checkout opens in place of this
 * screen. A refusal on the way (a slot just taken) shows as the calls show it, on the split list.
 */
// spec: B§4, a slot is claimed for a user (only the holder pays it); A§6, after login the user
// returns to the stored page, here with what they had chosen.
export function useResumeSplit({ search, orderId, userId, split, actions }: ResumeSplitInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const done = useRef(false);

  useEffect(() => {
    if (userId === null || split === undefined || done.current || !hasSplitResume(search)) return;
    done.current = true;
    const plan = resumePlan(search, split);
    void (async () => {
      await navigate({ to: '/split-bill', search: {}, replace: true });
      if (plan === null) return;
      if (plan.save !== null && !(await actions.savePreference(plan.save))) return;
      if (plan.pay === null) return;
      const current =
        queryClient.getQueryData<BillSplit>(billSplitQuery(orderId).queryKey) ?? split;
      const queue = current.equal_split_user_queue;
      const slot = queue[plan.pay - 1];
      if (slot === undefined || slot.paid) return;
      if (slot.user_id !== userId) {
        let wanted: number[];
        try {
          wanted = claimedQueue(queue, plan.pay, userId);
        } catch {
          return; // held by another diner: the list says so
        }
        if (!(await actions.saveQueue(wanted))) return;
      }
      storeEqualSplitTarget(plan.pay, paidSlots(queue));
      await navigate({ to: '/checkout', replace: true });
    })();
  }, [search, orderId, userId, split, actions, navigate, queryClient]);
}
