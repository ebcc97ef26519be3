import { conflict } from '../http/http-error';

/**
 * 409 own_payment_open (issue 30): what a diner pays is held by their own payment still open
 * (they left its page without paying). A new payment names it (`replaces_payment`) to replace
 * it; otherwise the diner returns to it or cancels it. The refusal carries its reference, and
 * says the payment is the diner's own rather than someone else's.
 */
export const ownPaymentOpen = (reference: string) =>
  conflict(
    'Your own payment of this has not gone through yet: return to it or cancel it first',
    'own_payment_open',
    { reference },
  );
