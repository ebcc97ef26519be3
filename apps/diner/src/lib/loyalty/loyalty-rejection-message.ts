import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { LoyaltyRejection } from '@tabula/engine';
import { pluralCount } from '../i18n/plural-count';

/**
 * The message under the redeem field for a failed check (A§5 names each message; our choice: the
 * words). Null for an empty field, where Redeem is simply disabled.
 *
 * @param rejection - the engine's first failing check, with its numbers
 * @param points - formats a number of points in the diner's language
 */
export function loyaltyRejectionMessage(
  rejection: LoyaltyRejection,
  points: (value: string) => string,
): MessageDescriptor | null {
  switch (rejection.reason) {
    case 'empty':
      return null;
    case 'invalid_format':
    case 'too_many_decimals':
      return msg`Please enter a valid number of points.`;
    case 'exceeds_available': {
      const available = points(rejection.available);
      const count = pluralCount(rejection.available);
      return msg({
        message: plural(count, {
          one: `Only your available ${available} point can be used.`,
          other: `Only your available ${available} points can be used.`,
        }),
      });
    }
    case 'exceeds_max_redeem': {
      const max = points(rejection.max);
      const count = pluralCount(rejection.max);
      return msg({
        message: plural(count, {
          one: `You can redeem at most ${max} point at a time.`,
          other: `You can redeem at most ${max} points at a time.`,
        }),
      });
    }
    case 'exceeds_order_total': {
      const max = points(rejection.max);
      const count = pluralCount(rejection.max);
      return msg({
        message: plural(count, {
          one: `You can redeem at most ${max} point on this order.`,
          other: `You can redeem at most ${max} points on this order.`,
        }),
      });
    }
    case 'exceeds_order_max_loyalty': {
      const max = points(rejection.max);
      const count = pluralCount(rejection.max);
      return msg({
        message: plural(count, {
          one: `This order can take at most ${max} point.`,
          other: `This order can take at most ${max} points.`,
        }),
      });
    }
    case 'below_min_redeem': {
      const min = points(rejection.min);
      const available = points(rejection.available);
      const count = pluralCount(rejection.min);
      return msg({
        message: plural(count, {
          one: `You need at least ${min} point to redeem. You have ${available}.`,
          other: `You need at least ${min} points to redeem. You have ${available}.`,
        }),
      });
    }
  }
}
