import type { AnyEndpoint } from '@tabula/api-client';
import { fuzzCase } from './fuzz-case';
import { requestIdOf, type FuzzTally } from './fuzz-tally';
import { sendCase, type Callers } from './send-case';
import type { ServerErrors } from './server-errors';

/*
 * The fuzz's loop: cases `from` to `to` of a seed, one at a time (so a run is the same run every
 * time), each sent and tallied with what the server logged for it.
 */

/** The seed of a run: FUZZ_SEED when set, else the fixed one. */
export function fuzzSeed(fixed = 34_034): number {
  const given = process.env.FUZZ_SEED;
  if (given === undefined || given.trim() === '') return fixed;
  const seed = Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got ${given}`);
  return seed;
}

/** What {@link runCases} needs. */
export interface FuzzRun {
  baseUrl: string;
  endpoints: readonly AnyEndpoint[];
  seed: number;
  callers: Callers;
  errors: ServerErrors;
  tally: FuzzTally;
}

/** Sends cases `from` (inclusive) to `to` (exclusive) of the run and tallies their answers. */
export async function runCases(run: FuzzRun, from: number, to: number): Promise<void> {
  for (let index = from; index < to; index += 1) {
    const made = fuzzCase(run.endpoints, run.seed, index);
    const answer = await sendCase(run.baseUrl, made, run.callers);
    run.tally.add(made, answer, () => {
      const requestId = requestIdOf(answer);
      return requestId === undefined
        ? run.errors.entries.slice(-3)
        : run.errors.forRequest(requestId);
    });
  }
}
