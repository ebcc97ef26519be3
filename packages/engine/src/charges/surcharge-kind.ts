import { EngineError } from '../errors/engine-error';
import type { Surcharge } from './types';

/**
 * Reads a surcharge's kind: 2 for a fixed amount, 1 for a percentage. The menu writes it as
 * `type` (FIXED or percentage), an order payload as `surcharge_type` (2 or 1); both are accepted
 * (spec: tables-payments-split §3 and §9, surcharge types 1 and 2, fixed is 2).
 *
 * @param surcharge - the surcharge
 * @returns 1 (percentage) or 2 (fixed)
 * @throws EngineError UNKNOWN_SURCHARGE_TYPE for any other value, or none
 * @example
 * ```ts
 * surchargeKind({ id: 1, name: 'Service', type: 'FIXED', value: '2.00' }); // 2
 * ```
 */
export function surchargeKind(surcharge: Pick<Surcharge, 'id' | 'type' | 'surcharge_type'>): 1 | 2 {
  const kind = surcharge.surcharge_type ?? surcharge.type;
  if (kind === 2 || (typeof kind === 'string' && kind.toUpperCase() === 'FIXED')) return 2;
  if (kind === 1 || (typeof kind === 'string' && kind.toUpperCase() === 'PERCENTAGE')) return 1;
  throw new EngineError('UNKNOWN_SURCHARGE_TYPE', { id: surcharge.id, type: kind });
}
