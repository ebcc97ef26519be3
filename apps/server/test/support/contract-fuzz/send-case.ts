import type { AnyEndpoint } from '@tabula/api-client';
import type { FuzzCase } from './fuzz-case';

/*
 * Sends one case of the fuzz to a running server over HTTP, with the caller's credentials (the
 * diner's cookie and CSRF token, or the staff token), and reads the answer. A dropped connection
 * or no answer in time is an answer of status 0 with what went wrong.
 */

/** Who makes the calls: the credentials of each, and what to learn from each answer. */
export interface Callers {
  /** The headers that prove the caller of `endpoint` (cookie and CSRF token, or the token). */
  credentials(endpoint: AnyEndpoint): Promise<Record<string, string>>;
  /** The answer of a call, so a caller whose session ended can be replaced. */
  answered(endpoint: AnyEndpoint, status: number): void;
}

/** What the server answered to a case. */
export interface CaseAnswer {
  /** The HTTP status; 0 when there was none (the connection dropped, or it took too long). */
  status: number;
  /** The answer's text (or what went wrong), cut to a few thousand characters. */
  text: string;
  milliseconds: number;
}

/** How long a case may take before it counts as a hang. */
const TIMEOUT_MS = 60_000;
/** How much of an answer is kept. */
const KEPT_TEXT = 4000;

/** Sends `fuzzCase` to the server at `baseUrl` and reads its answer. */
export async function sendCase(
  baseUrl: string,
  fuzzCase: FuzzCase,
  callers: Callers,
): Promise<CaseAnswer> {
  const started = performance.now();
  const headers = {
    accept: 'application/json',
    ...(await callers.credentials(fuzzCase.endpoint)),
    ...fuzzCase.headers,
  };
  try {
    const response = await fetch(`${baseUrl}${fuzzCase.url}`, {
      method: fuzzCase.method,
      headers,
      body: fuzzCase.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    callers.answered(fuzzCase.endpoint, response.status);
    return {
      status: response.status,
      text: text.slice(0, KEPT_TEXT),
      milliseconds: performance.now() - started,
    };
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return {
      status: 0,
      text: `no answer: ${error instanceof Error ? error.message : String(error)}${cause}`,
      milliseconds: performance.now() - started,
    };
  }
}
