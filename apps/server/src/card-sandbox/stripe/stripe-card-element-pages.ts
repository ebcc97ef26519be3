import { createHash } from 'node:crypto';
import { STRIPE_CARD_ELEMENT_PATH } from '../../card-payments/public-payment-types';
import { escapeHtml } from '../../http/escape-html';
import { cardMessagePage, framedPageHeaders } from '../sandbox-page';
import { renderCardFormPage } from './stripe-card-pages';

/** Where Stripe direct's card page and its steps live on the sandbox's origin. */
export const STRIPE_CARD_ELEMENT_PATHS = {
  /** GET shows the card form of a payment; POST pays it. */
  page: STRIPE_CARD_ELEMENT_PATH,
  /** Cancel: tells the app the diner gave up. */
  cancel: `${STRIPE_CARD_ELEMENT_PATH}/cancel`,
  /** The 3-D Secure challenge, framed as the form is. */
  challenge: `${STRIPE_CARD_ELEMENT_PATH}/3ds`,
  /** Where the challenge returns (the intent's return_url): the result. */
  done: `${STRIPE_CARD_ELEMENT_PATH}/done`,
} as const;

/** The `source` of every message the card page posts to the app. */
export const CARD_SANDBOX_MESSAGE_SOURCE = 'tabula-card-sandbox';

/** A payment as the app names it to the card page: the publishable key, amount and reference. */
export interface CardElementPayment {
  key: string;
  /** In minor units, with its lowercase currency. */
  amount: number;
  currency: string;
  /** The app's payment reference; the intent's `metadata.reference`. */
  reference: string;
  locale?: string | undefined;
}

/** What the card page tells the app when a payment ends: the intent and its status at Stripe. */
export interface StripePaymentResult {
  reference: string;
  payment_intent: string | null;
  status: 'succeeded' | 'failed' | 'canceled';
}

/**
 * The result page's one script: it posts the result in the body's `data-result` to the page that
 * framed it, at the app's origin (`data-target`) only. Static, so the page allows it by its hash.
 */
const RESULT_SCRIPT = `(function(){
var body=document.body;var result=JSON.parse(body.getAttribute('data-result'));
result.source='${CARD_SANDBOX_MESSAGE_SOURCE}';result.type='stripe_payment_result';
window.parent.postMessage(result,body.getAttribute('data-target'));
})();`;

const RESULT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(RESULT_SCRIPT).digest('base64')}'`;

/**
 * The headers of the card page and its steps: framed by the app's origin only, forms posted to
 * the sandbox, and the result's script allowed by its hash, nothing else run.
 */
export function cardElementHeaders(appOrigin: string) {
  const headers = framedPageHeaders(appOrigin);
  return {
    ...headers,
    'content-security-policy': `${headers['content-security-policy']}; script-src ${RESULT_SCRIPT_HASH}`,
  };
}

/** The fields the card page's forms carry: the payment, never the card. */
function paymentFields(payment: CardElementPayment): Record<string, string> {
  return {
    key: payment.key,
    amount: String(payment.amount),
    currency: payment.currency,
    reference: payment.reference,
    ...(payment.locale === undefined ? {} : { locale: payment.locale }),
  };
}

/** The card form of a payment: Pay posts the card to the card page, Cancel to its cancel. */
export function renderCardElementForm(payment: CardElementPayment, error: string | null): string {
  return renderCardFormPage(
    {
      amount: payment.amount,
      currency: payment.currency,
      action: STRIPE_CARD_ELEMENT_PATHS.page,
      cancelAction: STRIPE_CARD_ELEMENT_PATHS.cancel,
      hidden: paymentFields(payment),
    },
    error,
  );
}

/** A page that posts a result to the app, at its origin only, as it loads. */
function withResult(html: string, appOrigin: string, result: StripePaymentResult): string {
  const attributes = `data-target="${escapeHtml(appOrigin)}" data-result="${escapeHtml(JSON.stringify(result))}"`;
  return html
    .replace('<body>', `<body ${attributes}>`)
    .replace('</body>', `<script>${RESULT_SCRIPT}</script></body>`);
}

/**
 * The end of a payment on the card page: it posts the result to the app and shows it. A failed
 * payment (3-D Secure failed) shows the form again, with why, for another card.
 */
export function renderCardElementResult(
  appOrigin: string,
  result: StripePaymentResult,
  retry: { payment: CardElementPayment; error: string } | null = null,
): string {
  let html: string;
  if (result.status === 'succeeded') {
    html = cardMessagePage(
      'Payment complete',
      'Your card was charged. You can go back to the order.',
    );
  } else if (result.status === 'canceled') {
    html = cardMessagePage('Payment cancelled', 'Nothing was charged.');
  } else if (retry === null) {
    html = cardMessagePage('Payment not completed', 'Nothing was charged.');
  } else {
    html = renderCardElementForm(retry.payment, retry.error);
  }
  return withResult(html, appOrigin, result);
}
