import { escapeHtml } from '../escape-html';
import { cardLayout, minorAmountText } from '../sandbox-page';
import type { SandboxIntent } from './stripe-objects';

/** Where the sandbox's Stripe pages live on its origin. */
export const STRIPE_PAGE_PATHS = {
  /** The 3-D Secure challenge of an intent confirmed by the server (a saved card). */
  challenge: (intentId: string) => `/stripe/3ds/${encodeURIComponent(intentId)}`,
} as const;

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
