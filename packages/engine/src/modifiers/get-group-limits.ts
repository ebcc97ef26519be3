import { EngineError } from '../errors/engine-error';
import type { ModifierGroup } from '../menu/types';
import type { GroupLimits } from './types';

/**
 * Reads and checks a group's minimum and maximum: non-negative integers, the minimum not above a
 * positive maximum. A maximum of 0 means the group has no upper limit.
 *
 * @param group - the modifier group
 * @returns the minimum and the maximum (null for no limit)
 * @throws EngineError INVALID_GROUP
 * @example
 * ```ts
 * getGroupLimits({ id: 1, items: [], minimum: 1, maximum: 3 }); // { minimum: 1, maximum: 3 }
 * getGroupLimits({ id: 2, items: [], minimum: 0, maximum: 0 }); // { minimum: 0, maximum: null }
 * ```
 */
export function getGroupLimits(
  group: Pick<ModifierGroup, 'id' | 'minimum' | 'maximum'>,
): GroupLimits {
  const { minimum, maximum } = group;
  const valid =
    Number.isInteger(minimum) &&
    Number.isInteger(maximum) &&
    minimum >= 0 &&
    maximum >= 0 &&
    (maximum === 0 || minimum <= maximum);
  if (!valid) throw new EngineError('INVALID_GROUP', { group_id: group.id, minimum, maximum });
  return { minimum, maximum: maximum === 0 ? null : maximum };
}
