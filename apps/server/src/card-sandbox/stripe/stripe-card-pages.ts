import { escapeHtml } from '../../http/escape-html';
import { cardLayout, minorAmountText } from '../sandbox-page';
import type { SandboxIntent } from './stripe-objects';

/** Where the sandbox's Stripe pages live on its origin. */
export const STRIPE_PAGE_PATHS = {
  /** The card form of an intent: GET shows it, POST pays. */
  pay: '/stripe/pay',
  /** The 3-D Secure challenge of an intent. */
  challenge: (intentId: string) => `/stripe/3ds/${encodeURIComponent(intentId)}`,
} as const;

/** What a card form pays and where it posts: its Pay and its Cancel, with hidden fields. */
export interface CardFormTarget {
  /** The amount in minor units, and its currency. */
  amount: number;
  currency: string;
  /** Where Pay posts the typed card. */
  action: string;
  /** Where Cancel posts. */
  cancelAction: string;
  /** The fields both forms carry (never the card). */
  hidden: Readonly<Record<string, string>>;
}

/**
 * A Stripe card form (the provider's card element, on the provider's origin): the amount, card
 * number, expiry, CVC, and the sandbox's test cards as a hint. The card number is posted to the
 * sandbox only, in the body.
 */
export function renderCardFormPage(target: CardFormTarget, error: string | null): string {
  const amount = minorAmountText(target.amount, target.currency);
  const hidden = Object.entries(target.hidden)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  return cardLayout(
    `Pay ${amount}`,
    `<h1>Pay by card</h1>
<p class="amount" data-testid="amount">${escapeHtml(amount)}</p>
${error === null ? '' : `<p class="error" role="alert">${escapeHtml(error)}</p>`}
<form method="post" action="${escapeHtml(target.action)}" autocomplete="off">
${hidden}
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<button class="pay" type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<form method="post" action="${escapeHtml(target.cancelAction)}">
${hidden}
<button class="back" type="submit">Cancel</button>
</form>
<p class="hint">Test cards: 4242 4242 4242 4242 pays; 4000 0027 6000 3184 asks for 3-D Secure;
4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds. Any future expiry, any CVC.</p>`,
  );
}

/**
 * The card form of a payment intent: the client secret travels in a hidden field, Pay confirms
 * the intent and Cancel goes back to its return_url.
 */
export function renderCardForm(intent: SandboxIntent, error: string | null): string {
  return renderCardFormPage(
    {
      amount: intent.amount,
      currency: intent.currency,
      action: STRIPE_PAGE_PATHS.pay,
      cancelAction: `${STRIPE_PAGE_PATHS.pay}/cancel`,
      hidden: { client_secret: intent.client_secret },
    },
    error,
  );
}

/** Where a challenge's answers post (`<action>/complete`, `<action>/fail`) and what they carry. */
export interface ChallengeTarget {
  action: string;
  hidden: Readonly<Record<string, string>>;
}

/**
 * The card issuer's 3-D Secure challenge: complete or fail the authentication. Its answers post
 * to the intent's challenge page unless `target` names another.
 */
export function renderChallenge(intent: SandboxIntent, target?: ChallengeTarget): string {
  const amount = minorAmountText(intent.amount, intent.currency);
  const action = target?.action ?? STRIPE_PAGE_PATHS.challenge(intent.id);
  const hidden = Object.entries(target?.hidden ?? { client_secret: intent.client_secret })
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  const button = (outcome: 'complete' | 'fail', label: string, style: string) =>
    `<form method="post" action="${escapeHtml(`${action}/${outcome}`)}">
${hidden}
<button class="${style}" type="submit">${label}</button></form>`;
  return cardLayout(
    '3-D Secure authentication',
    `<h1>3-D Secure authentication</h1>
<p>Your bank asks you to confirm this payment of <strong>${escapeHtml(amount)}</strong>.</p>
${button('complete', 'Complete authentication', 'pay')}
${button('fail', 'Fail authentication', 'fail')}`,
  );
}
