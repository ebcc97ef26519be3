import { EngineError } from '../errors/engine-error';
import type { EqualSplitQueue } from './types';

/**
 * Turns a split number (1 to the split count, as the split-bill screen numbers them) into its
 * index in the queue.
 *
 * @param queue - the equal-split queue
 * @param splitNumber - the split number, 1-based
 * @returns the 0-based index
 * @throws EngineError SPLIT_SLOT_OUT_OF_RANGE
 * @example
 * ```ts
 * splitSlotIndex(createEqualSplitQueue(3), 3); // 2
 * ```
 */
export function splitSlotIndex(queue: EqualSplitQueue, splitNumber: number): number {
  if (!Number.isInteger(splitNumber) || splitNumber < 1 || splitNumber > queue.length) {
    throw new EngineError('SPLIT_SLOT_OUT_OF_RANGE', { splitNumber, count: queue.length });
  }
  return splitNumber - 1;
}
