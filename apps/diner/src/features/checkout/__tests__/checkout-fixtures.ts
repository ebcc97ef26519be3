import type { PaymentType, PaymentTypeName } from '@tabula/api-client';
import { cafePage } from '@/lib/bill/__tests__/fixtures';
import type { CheckoutPage } from '../hooks/use-checkout-page';

/** A payment type as the cafe's outlet offers it (sandbox settings). */
export function paymentType(id: number, name: PaymentTypeName, title: string): PaymentType {
  return {
    id,
    payment_type: name,
    title,
    public_key: null,
    sapaad_payment_type_id: 900 + id,
    partner_name: name === 'generic_fintech_partner' ? 'Sandbox Pay' : null,
    direct_payment_enabled: false,
    google_pay_enabled: false,
    apple_pay_enabled: false,
    google_pay_merchant_id: null,
    merchant_id: null,
    generic_integration: name === 'generic_fintech_partner',
    generic_standalone_integration: false,
  };
}

/** Cash first, a card provider the checkout leaves to its own screen, then hosted pages. */
export const CAFE_PAYMENT_TYPES: PaymentType[] = [
  paymentType(1, 'cash', 'Pay at the counter'),
  paymentType(2, 'stripe', 'Card (Stripe)'),
  paymentType(3, 'paytabs', 'PayTabs'),
  paymentType(4, 'pay_u', 'PayU'),
  paymentType(5, 'my_fatoorah', 'MyFatoorah'),
  paymentType(6, 'generic_fintech_partner', 'Pay with our partner'),
];

/** The cafe's checkout page for its signed-in member at the walk-in counter. */
export function checkoutPage(overrides: Partial<CheckoutPage> = {}): CheckoutPage {
  return {
    ...cafePage(),
    payment_types: CAFE_PAYMENT_TYPES,
    tips: ['5', '10', '15'],
    ...overrides,
  };
}
