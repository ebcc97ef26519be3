import { resolveError, type ErrorContext } from '@tabula/api-client';
import { planError, type ErrorPlan } from './error-plan';

/**
 * What the error popup would do with a failed call: its catalogue entry's plan. For a route's
 * loader, which imports this module when a call fails, so the catalogue stays out of the first
 * load (loaders are part of it).
 */
export function planFailure(error: unknown, context: ErrorContext): ErrorPlan {
  return planError(resolveError(error, context));
}
