import type { BillSplit } from '@tabula/api-client';
import { z } from 'zod';

/*
 * A visitor may look at the split before signing in, but the server keeps a split only for a
 * diner (B§4: a slot is held by a user id). What the visitor chose rides in /split-bill's
 * search through /login (`?redirect=`), and is applied once they come back signed in (issue 30).
 */

/** What a visitor chose on /split-bill before signing in. */
export const splitResumeSearchSchema = z.object({
  /** Split evenly this many ways (B§5: 2 to 99). */
  count: z.int().min(2).max(99).optional().catch(undefined),
  /** Pay split n of that equal split. */
  pay: z.int().min(1).max(99).optional().catch(undefined),
  /** Choose Items to Pay. */
  choice: z.literal('items').optional().catch(undefined),
});

/** The validated search of /split-bill. */
export type SplitResumeSearch = z.infer<typeof splitResumeSearchSchema>;

/**
 * The search as a route gives it, validated or raw (a test's router): bad parts read as absent.
 *
 * @param search - the route's search object
 */
export function readSplitResume(search: unknown): SplitResumeSearch {
  const parsed = splitResumeSearchSchema.safeParse(search ?? {});
  return parsed.success ? parsed.data : {};
}

/** Whether the search holds a visitor's choice to apply. */
export function hasSplitResume(search: SplitResumeSearch): boolean {
  return search.count !== undefined || search.choice !== undefined;
}

/**
 * The /split-bill path that holds a visitor's choice, for /login's `?redirect=`.
 *
 * @example splitResumePath({ count: 2, pay: 1 }) // '/split-bill?count=2&pay=1'
 */
export function splitResumePath(search: SplitResumeSearch): string {
  const params = new URLSearchParams();
  if (search.choice !== undefined) params.set('choice', search.choice);
  if (search.count !== undefined) params.set('count', String(search.count));
  if (search.pay !== undefined) params.set('pay', String(search.pay));
  const query = params.toString();
  return query === '' ? '/split-bill' : `/split-bill?${query}`;
}

/** What to do with a returning diner's choice, given the split as it is now. */
export interface ResumePlan {
  /** The preference to save first, or null when the bill is already split. */
  save: { type: 'equal'; count: number } | { type: 'manual' } | null;
  /** The equal split to claim and pay (then /checkout), or null. */
  pay: number | null;
}

/**
 * How a visitor's choice is applied once they are signed in. The bill unsplit: their preference
 * is saved. Their split n is paid only while the split is still equal with the count they saw
 * (or was just saved so); if someone split it otherwise meanwhile, the screen shows the split as
 * it is and the diner picks again.
 *
 * @param search - the visitor's choice, from the search
 * @param split - the bill's split state now
 * @returns the steps, or null when there is nothing to do
 */
// our choice: a split another diner changed while this one signed in is never overridden.
export function resumePlan(search: SplitResumeSearch, split: BillSplit): ResumePlan | null {
  const details = split.split_payment_details;
  const unsplit = details.split_type === 'none';
  if (search.choice === 'items') {
    return unsplit ? { save: { type: 'manual' }, pay: null } : null;
  }
  if (search.count === undefined) return null;
  const count = search.count;
  const save = unsplit ? { type: 'equal' as const, count } : null;
  const sameSplit = unsplit || (details.split_type === 'equal' && details.split_count === count);
  const pay =
    search.pay !== undefined && search.pay <= count && sameSplit && !split.paid ? search.pay : null;
  if (save === null && pay === null) return null;
  return { save, pay };
}
