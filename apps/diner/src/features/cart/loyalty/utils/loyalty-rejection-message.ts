import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoyaltyRejection } from '@tabula/engine';

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
      return msg`Only your available ${available} points can be used.`;
    }
    case 'exceeds_max_redeem': {
      const max = points(rejection.max);
      return msg`You can redeem at most ${max} points at a time.`;
    }
    case 'exceeds_order_total': {
      const max = points(rejection.max);
      return msg`You can redeem at most ${max} points on this order.`;
    }
    case 'exceeds_order_max_loyalty': {
      const max = points(rejection.max);
      return msg`This order can take at most ${max} points.`;
    }
    case 'below_min_redeem': {
      const min = points(rejection.min);
      const available = points(rejection.available);
      return msg`You need at least ${min} points to redeem. You have ${available}.`;
    }
  }
}
