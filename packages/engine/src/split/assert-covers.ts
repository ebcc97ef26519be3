import { EngineError } from '../errors/engine-error';

/**
 * Checks the covers of an order: a positive integer; absent gives 1
 * (spec: ordering-menu-account §9, covers default to 1).
 *
 * @param covers - the order's covers, or null or undefined
 * @returns the covers
 * @throws EngineError INVALID_COVERS otherwise
 * @example
 * ```ts
 * assertCovers(undefined); // 1
 * assertCovers(0); // throws INVALID_COVERS
 * ```
 */
export function assertCovers(covers: number | null | undefined): number {
  if (covers === null || covers === undefined) return 1;
  if (!Number.isSafeInteger(covers) || covers < 1)
    throw new EngineError('INVALID_COVERS', { covers });
  return covers;
}
