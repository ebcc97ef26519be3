import type { FuzzCase } from './fuzz-case';
import type { CaseAnswer } from './send-case';
import type { ServerLogEntry } from './server-errors';

/*
 * The tally of a fuzz run: how many cases, the statuses answered, and the failing cases (a 5xx or
 * no answer) with everything needed to send them again: the seed and index, the endpoint, the
 * request as sent, the answer and what the server logged for it.
 */

/** A case the server failed. */
export interface CaseFailure {
  fuzzCase: FuzzCase;
  answer: CaseAnswer;
  logged: ServerLogEntry[];
}

/** How many failures are kept in full (the count goes on). */
const KEPT_FAILURES = 50;

/** Counts a run's answers and keeps its failures. */
export class FuzzTally {
  cases = 0;
  failed = 0;
  readonly statuses = new Map<number, number>();
  readonly byKind = { valid: new Map<number, number>(), invalid: new Map<number, number>() };
  readonly failures: CaseFailure[] = [];
  /** The endpoints that answered at least one 2xx to a case. */
  readonly succeeded = new Set<string>();

  /** Counts one answer; a 5xx or no answer is a failure. */
  add(fuzzCase: FuzzCase, answer: CaseAnswer, logged: () => ServerLogEntry[]): void {
    this.cases += 1;
    bump(this.statuses, answer.status);
    bump(this.byKind[fuzzCase.kind], answer.status);
    if (answer.status >= 200 && answer.status < 300) this.succeeded.add(fuzzCase.endpoint.name);
    if (answer.status >= 500 || answer.status === 0) {
      this.failed += 1;
      if (this.failures.length < KEPT_FAILURES) {
        this.failures.push({ fuzzCase, answer, logged: logged() });
      }
    }
  }

  /** The statuses, e.g. `200×12 400×800 404×90`. */
  histogram(statuses: ReadonlyMap<number, number> = this.statuses): string {
    return [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${String(status)}×${String(count)}`)
      .join(' ');
  }
}

function bump(counts: Map<number, number>, status: number): void {
  counts.set(status, (counts.get(status) ?? 0) + 1);
}

function cut(text: string, length: number): string {
  return text.length > length
    ? `${text.slice(0, length)}… (${String(text.length)} characters)`
    : text;
}

/** A failure as text: how to send it again, what came back, and the server's stack. */
export function describeFailure({ fuzzCase, answer, logged }: CaseFailure): string {
  const lines = [
    `${fuzzCase.endpoint.name} (${fuzzCase.kind}: ${fuzzCase.variant}) FUZZ_SEED=${String(fuzzCase.seed)} case ${String(fuzzCase.index)}`,
    `  ${fuzzCase.method} ${cut(fuzzCase.url, 300)}`,
    `  headers ${JSON.stringify(fuzzCase.headers)}`,
    `  body ${fuzzCase.body === undefined ? '(none)' : cut(fuzzCase.body, 600)}`,
    `  → ${String(answer.status)} ${cut(answer.text, 600)}`,
    ...logged.map(
      (entry) => `  server ${entry.level}: ${entry.message}\n    ${cut(entry.stack ?? '', 1500)}`,
    ),
  ];
  return lines.join('\n');
}

/** The request id a 500 answer carries (`details.request_id`), when it does. */
export function requestIdOf(answer: CaseAnswer): string | undefined {
  try {
    const parsed = JSON.parse(answer.text) as { details?: { request_id?: unknown } };
    const id = parsed.details?.request_id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}
