import type { z } from 'zod';
import type { ApiLogger } from './client-types';

/** Reports an answer that breaks the contract, once per endpoint and first issue path. */
export type ContractWarner = (
  endpoint: string,
  path: string,
  issues: readonly z.core.$ZodIssue[],
) => void;

/**
 * Makes the client's warner for `invalid_response` answers. It logs each endpoint name plus first
 * issue path once per client (our choice), so a polled endpoint with a broken field warns once and
 * does not flood the log.
 */
export function createContractWarner(logger: ApiLogger): ContractWarner {
  const seen = new Set<string>();
  return (endpoint, path, issues) => {
    const first = issues[0];
    const at = first ? issuePath(first) : '(root)';
    const key = `${endpoint} ${at}`;
    if (seen.has(key)) return;
    seen.add(key);
    try {
      logger.warn(`Tabula API: ${endpoint} answered outside the contract at ${at}`, {
        endpoint,
        path,
        issues,
      });
    } catch {
      // A logger that throws must not change how the call fails.
    }
  };
}

/** An issue's path as dotted text, `(root)` for the whole value. */
export function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.') || '(root)';
}
