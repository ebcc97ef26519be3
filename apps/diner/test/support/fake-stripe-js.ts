/** The intent the double's confirmations pay unless told otherwise. */
export const FAKE_INTENT = 'pi_3Pq2Xy0Cafe1234';

export type Confirmation =
  { paymentIntent: { id: string; status: string } } | { error: { type: string; message: string } };

/**
 * Stripe.js, as the card provider's script answers the app: a card field, and confirmations
 * answered from `results` (paid unless told). The app's `@stripe/stripe-js` takes a
 * `window.Stripe` already on the page, as it does the card sandbox's stand-in.
 */
export const stripeJs = {
  keys: [] as { key: string; locale: unknown }[],
  confirmed: [] as { secret: string; card: unknown }[],
  results: [] as Confirmation[],
  /** What `retrievePaymentIntent` says of the intent before any card is typed. */
  standing: { status: 'requires_payment_method', next_action: null } as {
    status: string;
    next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string } } | null;
  },
  change: null as ((event: { complete: boolean; empty: boolean }) => void) | null,
  reset() {
    this.keys = [];
    this.confirmed = [];
    this.results = [];
    this.standing = { status: 'requires_payment_method', next_action: null };
    this.change = null;
  },
  /** The diner finished typing a card in the field. */
  typeCard() {
    this.change?.({ complete: true, empty: false });
  },
};

/** Puts the double on the page as `window.Stripe`, once per test file (stripe-js keeps it). */
export function installFakeStripeJs(): void {
  (window as unknown as { Stripe: unknown }).Stripe = (
    key: string,
    options?: { locale?: unknown },
  ) => {
    stripeJs.keys.push({ key, locale: options?.locale });
    return {
      elements: () => ({
        create: (type: string) => {
          const card = {
            type,
            mount(target: HTMLElement) {
              const field = document.createElement('div');
              field.setAttribute('aria-label', 'Card field');
              target.append(field);
            },
            on(event: string, handler: (event: { complete: boolean; empty: boolean }) => void) {
              if (event === 'change') stripeJs.change = handler;
              return card;
            },
            destroy() {
              stripeJs.change = null;
            },
          };
          return card;
        },
      }),
      retrievePaymentIntent: () =>
        Promise.resolve({ paymentIntent: { id: FAKE_INTENT, ...stripeJs.standing } }),
      confirmCardPayment: (secret: string, data: { payment_method: { card: unknown } }) => {
        stripeJs.confirmed.push({ secret, card: data.payment_method.card });
        return Promise.resolve(
          stripeJs.results.shift() ?? { paymentIntent: { id: FAKE_INTENT, status: 'succeeded' } },
        );
      },
    };
  };
}
