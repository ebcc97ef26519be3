import { apiErrorBodySchema } from './error-body';

/** What an error answer's body says, as far as it follows {@link apiErrorBodySchema}. */
export interface ErrorBodyFacts {
  readonly errorId: string | null;
  readonly serverMessage: string | null;
  readonly details: Record<string, unknown> | null;
}

const NOTHING: ErrorBodyFacts = { errorId: null, serverMessage: null, details: null };

/**
 * Reads the error id, text and details of an error answer's body. A body that is not JSON (an
 * HTML error page from a proxy) or does not follow the error body's shape gives all nulls, so
 * the call still fails as an `http` error with its status. An empty text counts as none.
 */
export function readErrorBody(text: string): ErrorBodyFacts {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return NOTHING;
  }
  const body = apiErrorBodySchema.safeParse(json);
  if (!body.success) return NOTHING;
  return {
    errorId: body.data.error_id ?? null,
    serverMessage: body.data.error.trim() === '' ? null : body.data.error,
    details: body.data.details ?? null,
  };
}
