import { toMinorUnits, type Amount } from '@tabula/engine';

/** What the Stripe direct card page is opened with. */
export interface CardPageInput {
  /** The payment type's `stripe_card_page_url`. */
  pageUrl: string;
  /** The payment type's `public_key`: Stripe's publishable key. */
  publishableKey: string;
  /** The amount to pay, as the engine's bill has it. */
  amount: Amount;
  /** The company's decimal precision. */
  precision: number;
  /** The ISO currency code, e.g. `SGD`. */
  currency: string;
  /** The payment reference the intent is made for. */
  reference: string;
  /** The app's language, for the page's own texts. */
  locale: string;
}

/**
 * The address of the Stripe direct card page (B§7 payments/stripe/v1/orders; ADR 0008
 * addendum): the publishable key, the amount in minor units from the engine (KWD has 3 decimals,
 * JPY none), the lowercase currency and the payment reference, as Stripe's card element takes them.
 *
 * @example `cardPageAddress({ pageUrl: 'https://cards.example/stripe/card-element', amount: '12.30', precision: 2, currency: 'SGD', … })`
 *   // 'https://cards.example/stripe/card-element?key=pk_…&amount=1230&currency=sgd&reference=…&locale=en'
 */
export function cardPageAddress(input: CardPageInput): string {
  const address = new URL(input.pageUrl);
  address.searchParams.set('key', input.publishableKey);
  address.searchParams.set('amount', String(toMinorUnits(input.amount, input.precision)));
  address.searchParams.set('currency', input.currency.toLowerCase());
  address.searchParams.set('reference', input.reference);
  address.searchParams.set('locale', input.locale);
  return address.toString();
}
