import { channelName } from '@tabula/api-client';
import type { Socket } from 'socket.io-client';
import { randomBytes } from 'node:crypto';
import { connect, EventLog, subscribe } from '../realtime/support/sockets';
import { scannedDiner, signInDiner } from '../support/accounts';
import type { Diner } from '../support/diner';
import type { TestServer } from '../support/harness';

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

/** A browser on the card sandbox's origin: it fills in the card form as a person does. */
export async function payOnCardForm(
  confirmUrl: string,
  card: { number: string; expiry?: string; cvc?: string },
): Promise<Response> {
  const page = await fetch(confirmUrl);
  if (page.status !== 200) throw new Error(`the card form answered ${String(page.status)}`);
  const html = await page.text();
  const secret = /name="client_secret" value="([^"]+)"/.exec(html)?.[1];
  if (secret === undefined) throw new Error('the card form has no client secret');
  const origin = new URL(confirmUrl).origin;
  return fetch(`${origin}/stripe/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_secret: secret.replace(/&amp;/g, '&'),
      number: card.number,
      expiry: card.expiry ?? '12/34',
      cvc: card.cvc ?? '123',
    }).toString(),
  });
}

/** Answers the sandbox's 3-D Secure page (Complete or Fail) as the card holder. */
export async function answerChallenge(
  challengeUrl: string,
  outcome: 'complete' | 'fail',
): Promise<Response> {
  const url = new URL(challengeUrl);
  const page = await fetch(url);
  if (page.status !== 200) throw new Error(`the challenge page answered ${String(page.status)}`);
  return fetch(`${url.origin}${url.pathname}/${outcome}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_secret: url.searchParams.get('client_secret') ?? '',
    }).toString(),
  });
}

/** A card typed on the sandbox and charged for the intent, as the card form does. */
export function chargeCard(t: TestServer, intentId: string, number: string): void {
  const card = t.cardSandbox.stripe.tokenise({ number, expMonth: 1, expYear: 2040, cvc: '123' });
  t.cardSandbox.stripe.confirm(intentId, { paymentMethod: card.id });
}
