import { EngineError } from '../errors/engine-error';

/**
 * Checks a user id for the split queue: a positive integer (0 marks a free slot).
 *
 * @param userId - the diner's user id
 * @returns the user id
 * @throws EngineError SPLIT_INVALID_USER
 * @example
 * ```ts
 * assertSplitUser(0); // throws SPLIT_INVALID_USER
 * ```
 */
export function assertSplitUser(userId: number): number {
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    throw new EngineError('SPLIT_INVALID_USER', { userId });
  }
  return userId;
}
