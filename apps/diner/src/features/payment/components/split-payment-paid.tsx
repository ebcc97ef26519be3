import { useState } from 'react';
import { PaymentCompletedScreen } from '@/components/payment-completed-screen';
import { readPaidWhat } from '@/lib/scan-and-pay/paid-bill-details';
import type { Timers } from '@/lib/timers';

/** Props of {@link SplitPaymentPaid}. */
export interface SplitPaymentPaidProps {
  timers: Timers;
}

/**
 * A scan-and-pay payment, paid (B§2 payment-completed screen): tick, 'payment received' and what
 * was paid (the split number or the item count, from the billDetails stored before paying), then
 * / after 10 s.
 */
export function SplitPaymentPaid({ timers }: SplitPaymentPaidProps) {
  // Read once: the screen clears the stored keys when it leaves.
  const [what] = useState(readPaidWhat);
  return <PaymentCompletedScreen paid="own_payment" timers={timers} what={what} />;
}
