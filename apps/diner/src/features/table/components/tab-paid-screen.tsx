import { PaymentCompletedScreen } from '@/components/payment-completed-screen';
import type { Timers } from '@/lib/timers';
import * as styles from './tab-paid-screen.css';

/** Props of {@link TabPaidScreen}. */
export interface TabPaidScreenProps {
  /** Runs once the diner has left for /. */
  onLeft: () => void;
  timers?: Timers;
}

/**
 * The whole table's bill is paid (payment_recorded with has_payment_completed, B§7): every member
 * still at the table sees the payment-completed screen over what they were on, then /.
 */
// our choice: the members who did not make the last payment see the same full-page screen as
// the payer ('your table's bill is paid'), so nobody keeps a checkout of a tab that is gone.
export function TabPaidScreen({ onLeft, timers }: TabPaidScreenProps) {
  return (
    <div className={styles.screen}>
      <PaymentCompletedScreen
        paid="table_bill"
        onLeft={onLeft}
        {...(timers === undefined ? {} : { timers })}
      />
    </div>
  );
}
