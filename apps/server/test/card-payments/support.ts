import { channelName } from '@tabula/api-client';
import type { Socket } from 'socket.io-client';
import { randomBytes } from 'node:crypto';
import { connect, EventLog, subscribe } from '../realtime/support/sockets';
import { scannedDiner, signInDiner } from '../support/accounts';
import type { Diner } from '../support/diner';
import type { TestServer } from '../support/harness';
import { STRIPE_JS_PAGE_PATHS } from '@tabula/sandbox';
import { settingsOf } from '../support/harness';

/** A reference as the app builds one (B§4 step 1: user, company and time), unguessable here. */
export function newReference(): string {
  return `sc_${randomBytes(9).toString('hex')}`;
}

/** A diner at the cafe's counter, signed in as a guest. */
export async function signedInGuest(t: TestServer): Promise<Diner> {
  const diner = await scannedDiner(t);
  await signInDiner(t, diner, { guest: true });
  return diner;
}

/** The diner's socket listening to the payment's private channel before the payment starts. */
export async function listenToPayment(
  t: TestServer,
  diner: Diner,
  reference: string,
): Promise<{ socket: Socket; log: EventLog; channel: string }> {
  const socket = await connect(t, { diner });
  const log = new EventLog(socket);
  const channel = channelName('private_stripe_connect_transaction', reference);
  const ack = await subscribe(socket, { channel });
  if (!ack.ok) throw new Error(`subscribing to ${channel} was refused`);
  return { socket, log, channel };
}

/** An intent as Stripe.js reads it with the publishable key, or Stripe's error. */
export interface ConfirmedIntent {
  status: number;
  intent: { id: string; status: string } | null;
  error: { message: string; code?: string } | null;
}

/** Where the stand-in of Stripe.js is (the harness's STRIPE_JS_URL), and its key. */
function stripeJs(t: TestServer) {
  const { jsUrl, publishableKey } = settingsOf(t.context.config, 'stripe');
  if (jsUrl === null) throw new Error('the test server names no Stripe.js');
  return { origin: new URL(jsUrl).origin, publishableKey, app: new URL(t.url).origin };
}

/**
 * What Stripe.js's card field does in the diner's browser on Pay (the app's card page): it
 * confirms the intent of the client secret with the typed card, at the card provider's API with
 * the publishable key; the card never reaches Tabula.
 */
export async function payWithCard(
  t: TestServer,
  clientSecret: string,
  card: { number: string; expiry?: string; cvc?: string },
): Promise<ConfirmedIntent> {
  const { origin, publishableKey, app } = stripeJs(t);
  const [month = '12', year = '34'] = (card.expiry ?? '12/34').split('/');
  const id = clientSecret.split('_secret_')[0] ?? '';
  const answer = await fetch(`${origin}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': card.number.replace(/\s/g, ''),
      'payment_method_data[card][exp_month]': month,
      'payment_method_data[card][exp_year]': `20${year}`,
      'payment_method_data[card][cvc]': card.cvc ?? '123',
      return_url: `${origin}${STRIPE_JS_PAGE_PATHS.threeDSecureDone}?parent=${encodeURIComponent(app)}`,
    }).toString(),
  });
  const body = (await answer.json()) as {
    id?: string;
    status?: string;
    error?: { message: string; code?: string };
  };
  return {
    status: answer.status,
    intent: body.id === undefined ? null : { id: body.id, status: body.status ?? '' },
    error: body.error ?? null,
  };
}

/** The card holder answers the issuer's 3-D Secure challenge Stripe.js shows over the page. */
export async function answerChallenge(
  t: TestServer,
  clientSecret: string,
  outcome: 'complete' | 'fail',
): Promise<number> {
  const { origin, publishableKey, app } = stripeJs(t);
  const answer = await fetch(`${origin}${STRIPE_JS_PAGE_PATHS.threeDSecure}/${outcome}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: publishableKey,
      client_secret: clientSecret,
      parent: app,
    }).toString(),
  });
  return answer.status;
}

/** A card typed on the sandbox and charged for the intent, as the card form does. */
export function chargeCard(t: TestServer, intentId: string, number: string): void {
  const card = t.cardSandbox.stripe.tokenise({ number, expMonth: 1, expYear: 2040, cvc: '123' });
  t.cardSandbox.stripe.confirm(intentId, { paymentMethod: card.id });
}
