import { useLingui } from '@lingui/react/macro';
import type { WaitingProvider } from './use-payment-providers';

/**
 * What the checkout says while a provider works in the app (B§4): the Mastercard gateway's form
 * or wallet, Stripe direct's card sheet, the connected card's start.
 */
export function PaymentWaiting({
  provider,
  className,
}: {
  provider: WaitingProvider | null;
  className: string;
}) {
  const { t } = useLingui();
  if (provider === null) return null;
  const text =
    provider === 'mastercard'
      ? t`Finishing the payment with the card gateway…`
      : provider === 'stripe_direct'
        ? t`Finishing the card payment…`
        : t`Waiting for the card payment to start…`;
  return (
    <p role="status" className={className}>
      {text}
    </p>
  );
}
