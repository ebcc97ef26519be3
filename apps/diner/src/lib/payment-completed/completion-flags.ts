import { z } from 'zod';
import { forgetPaymentAttempt } from '../payment-attempt/payment-attempt';
import { clearPaymentFailed } from '../payment-status/payment-failed';
import { clearItemwiseTicks } from '../scan-and-pay/itemwise-ticks';
import { clearPaidBillDetails } from '../scan-and-pay/paid-bill-details';
import { STORAGE_KEYS } from '../storage/keys';
import { readStored, removeStored, writeStored } from '../storage/storage';

/**
 * Marks a dine-in payment completed (B§4: completion sets paymentCompleted and
 * paymentCompletedScreenShown in session storage). The diner has paid: the item-wise split's
 * ticks are done with (issue 30).
 */
export function markPaymentCompleted(): void {
  writeStored('session', STORAGE_KEYS.paymentCompleted, true);
  writeStored('session', STORAGE_KEYS.paymentCompletedScreenShown, true);
  clearItemwiseTicks();
}

/** Whether this tab has shown the payment-completed screen and not yet cleared it. */
export function isPaymentCompletedScreenShown(): boolean {
  return readStored('session', STORAGE_KEYS.paymentCompletedScreenShown, z.boolean()) === true;
}

/**
 * Clears the stored payment keys once the payment-completed screen has been shown 10 s (B§4,
 * B§9): the completion flags, the failure flag and the provider attempt. The stored order (the
 * cart and the promotions' keys) is the caller's to clear, through lib/cart's clearOrderAtom.
 */
export function clearCompletedPaymentKeys(): void {
  removeStored('session', STORAGE_KEYS.paymentCompleted);
  removeStored('session', STORAGE_KEYS.paymentCompletedScreenShown);
  clearPaymentFailed();
  forgetPaymentAttempt();
  clearPaidBillDetails();
}
