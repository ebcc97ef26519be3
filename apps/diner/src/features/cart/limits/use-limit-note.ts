import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { QuantityLimitReached } from '@/lib/cart/cart-limits';

/**
 * The note that says why a count stops: the outlet's limit per item line, or per order (free
 * items included), in the diner's language.
 */
export function useLimitNote(): (reached: QuantityLimitReached) => string {
  const { t } = useLingui();
  return ({ kind, limit }) =>
    kind === 'line_quantity'
      ? t({
          message: plural(limit, {
            one: 'You can order at most # of one item.',
            other: 'You can order at most # of one item.',
          }),
        })
      : t({
          message: plural(limit, {
            one: 'An order can hold at most # item.',
            other: 'An order can hold at most # items.',
          }),
        });
}
