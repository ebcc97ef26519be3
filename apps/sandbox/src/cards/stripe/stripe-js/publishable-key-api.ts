import type { FormRecord, FormValue } from '../../form-body';
import { StripeRefusal, type StripeLedger } from '../stripe-ledger';
import type { SandboxIntent } from '../stripe-objects';

/** The API calls a publishable key may make, as `METHOD route`: an intent's read and confirm. */
export const PUBLISHABLE_KEY_ROUTES: ReadonlySet<string> = new Set([
  'GET /v1/payment_intents/:id',
  'POST /v1/payment_intents/:id/confirm',
]);

const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

const nested = (value: FormValue | undefined): FormRecord =>
  typeof value === 'object' && !Array.isArray(value) ? value : {};

/**
 * An intent as Stripe's API shows it to a publishable key: what Stripe.js hands the page, never
 * the customer, the metadata or anything of the card beyond its payment method's id.
 */
export function publishableIntent(intent: SandboxIntent) {
  return {
    id: intent.id,
    object: intent.object,
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    client_secret: intent.client_secret,
    created: intent.created,
    livemode: false,
    capture_method: 'automatic',
    confirmation_method: 'automatic',
    payment_method_types: ['card'],
    payment_method: intent.payment_method,
    setup_future_usage: intent.setup_future_usage,
    last_payment_error: intent.last_payment_error,
    next_action: intent.next_action,
  };
}

/**
 * The intent a browser names with its client secret. Without it a publishable key may not touch
 * an intent; a secret of another intent is answered as Stripe does, as if the intent did not exist.
 */
function intentOf(ledger: StripeLedger, id: string, clientSecret: string | undefined) {
  if (clientSecret === undefined) {
    throw new StripeRefusal(
      400,
      'invalid_request_error',
      'parameter_missing',
      'Missing required param: client_secret.',
      'client_secret',
    );
  }
  let intent: SandboxIntent | null;
  try {
    intent = ledger.intentBySecret(clientSecret);
  } catch {
    intent = null;
  }
  if (intent?.id !== id) {
    throw new StripeRefusal(
      404,
      'invalid_request_error',
      'resource_missing',
      `No such payment_intent: '${id}'`,
      'intent',
    );
  }
  return intent;
}

/** A month or year of `payment_method_data[card]` as a number (a two-digit year is 20YY). */
function cardInteger(value: FormValue | undefined, field: 'exp_month' | 'exp_year'): number {
  const raw = text(value);
  if (raw === undefined) {
    throw new StripeRefusal(
      400,
      'invalid_request_error',
      'parameter_missing',
      `Missing required param: payment_method_data[card][${field}].`,
      `payment_method_data[card][${field}]`,
    );
  }
  if (!/^\d{1,4}$/.test(raw)) {
    const month = field === 'exp_month';
    throw new StripeRefusal(
      402,
      'card_error',
      month ? 'invalid_expiry_month' : 'invalid_expiry_year',
      month
        ? "Your card's expiration month is invalid."
        : "Your card's expiration year is invalid.",
      field,
    );
  }
  const number = Number(raw);
  return field === 'exp_year' && number < 100 ? 2000 + number : number;
}

/** The payment method a confirm names: a card typed in Stripe.js (tokenised here) or a `pm_` id. */
function paymentMethodOf(ledger: StripeLedger, form: FormRecord): string | undefined {
  const data = nested(form.payment_method_data);
  if (Object.keys(data).length === 0) return text(form.payment_method);
  if (text(data.type) !== 'card') {
    throw new StripeRefusal(
      400,
      'invalid_request_error',
      'parameter_invalid_string',
      'The sandbox takes payment_method_data[type]=card only.',
      'payment_method_data[type]',
    );
  }
  const card = nested(data.card);
  const number = text(card.number);
  if (number === undefined) {
    throw new StripeRefusal(
      400,
      'invalid_request_error',
      'parameter_missing',
      'Missing required param: payment_method_data[card][number].',
      'payment_method_data[card][number]',
    );
  }
  return ledger.tokenise({
    number,
    expMonth: cardInteger(card.exp_month, 'exp_month'),
    expYear: cardInteger(card.exp_year, 'exp_year'),
    cvc: text(card.cvc) ?? '',
  }).id;
}

/**
 * `GET /v1/payment_intents/:id?client_secret=…` with the publishable key: the intent, as a
 * publishable key sees it.
 */
export function retrieveWithPublishableKey(ledger: StripeLedger, id: string, query: unknown) {
  const clientSecret =
    typeof query === 'object' && query !== null
      ? (query as { client_secret?: unknown }).client_secret
      : undefined;
  return publishableIntent(
    intentOf(ledger, id, typeof clientSecret === 'string' ? clientSecret : undefined),
  );
}

/**
 * `POST /v1/payment_intents/:id/confirm` with the publishable key, as Stripe.js makes it: the
 * client secret, and the card typed in its card Element (`payment_method_data[card]…`, tokenised
 * here; the number stays in the sandbox) or a payment method's id, and the 3-D Secure return_url.
 * Whether the card is kept for the customer is the intent's, as the merchant's server made it. A
 * card error answers 402 with the intent, as Stripe's does.
 */
export function confirmWithPublishableKey(ledger: StripeLedger, id: string, form: FormRecord) {
  const intent = intentOf(ledger, id, text(form.client_secret));
  let confirmed: SandboxIntent;
  try {
    confirmed = ledger.confirm(intent.id, {
      paymentMethod: paymentMethodOf(ledger, form),
      returnUrl: text(form.return_url),
    });
  } catch (error) {
    if (error instanceof StripeRefusal && error.type === 'card_error') {
      throw new StripeRefusal(
        error.status,
        error.type,
        error.code,
        error.message,
        error.param,
        publishableIntent(intent),
      );
    }
    throw error;
  }
  const failure = confirmed.last_payment_error;
  if (confirmed.status === 'requires_payment_method' && failure !== null) {
    throw new StripeRefusal(
      402,
      'card_error',
      failure.code,
      failure.message,
      undefined,
      publishableIntent(confirmed),
    );
  }
  return publishableIntent(confirmed);
}
