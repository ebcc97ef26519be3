import { Button } from '@tabula/ui';
import { useId, type ReactNode } from 'react';
import * as styles from './checkout-footer.css';

/** Props of {@link CheckoutFooter}. */
export interface CheckoutFooterProps {
  /** The button's text: Checkout on the cart, Place Order on the checkout. */
  label: string;
  /** Why place order is blocked, in the diner's language; empty when it is not. */
  reasons: readonly string[];
  /** The cart validation is running. */
  pending: boolean;
  onCheckout: () => void;
  /** What the diner can do about a reason (the open payment's link), under the reasons. */
  children?: ReactNode;
}

/**
 * The main action (Checkout on the cart, Place Order on the checkout) with the reasons it is
 * disabled written under it (A§5: the place-order blockers).
 */
export function CheckoutFooter({
  label,
  reasons,
  pending,
  onCheckout,
  children,
}: CheckoutFooterProps) {
  const reasonsId = useId();
  const blocked = reasons.length > 0;
  return (
    <div className={styles.footer}>
      <Button
        fullWidth
        disabled={blocked}
        loading={pending}
        aria-describedby={blocked ? reasonsId : undefined}
        onClick={onCheckout}
      >
        {label}
      </Button>
      {/* Always present and polite, so a reason that appears is read out. */}
      <ul id={reasonsId} className={styles.reasons} aria-live="polite">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {children}
    </div>
  );
}
