import { channelName, paymentTypeSchema, type PaymentType } from '@tabula/api-client';
import type { Socket } from 'socket.io-client';
import { connect, EventLog, subscribe } from '../realtime/support/sockets';
import type { Diner } from '../support/diner';
import type { TestServer } from '../support/harness';
import { settingsOf } from '../support/harness';

/**
 * The PaymentDataRequest the diner app gives Google Pay (B§9), tokenised for the Mastercard
 * gateway (mpgs).
 */
export const GOOGLE_PAY_REQUEST = {
  apiVersion: 2,
  apiVersionMinor: 0,
  merchantInfo: { merchantId: 'sandbox-google-merchant' },
  allowedPaymentMethods: [
    {
      type: 'CARD',
      parameters: {
        allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
        allowedCardNetworks: ['MASTERCARD', 'VISA'],
      },
      tokenizationSpecification: {
        type: 'PAYMENT_GATEWAY',
        parameters: { gateway: 'mpgs', gatewayMerchantId: 'SANDBOX_MERCHANT' },
      },
    },
  ],
  transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '12.50', currencyCode: 'SGD' },
};

/** The payment types of a checkout page's answer, each parsed as the app reads it. */
export function paymentTypesOf(checkoutPage: unknown): PaymentType[] {
  return (checkoutPage as { payment_types: unknown[] }).payment_types.map((type) =>
    paymentTypeSchema.parse(type),
  );
}

/** The diner's socket on both Mastercard channels of a reference, before the payment starts. */
export async function listenToMastercard(
  t: TestServer,
  diner: Diner,
  reference: string,
): Promise<{ socket: Socket; log: EventLog; payment: string; authentication: string }> {
  const socket = await connect(t, { diner });
  const log = new EventLog(socket);
  const payment = channelName('private_mastercard_transaction', reference);
  const authentication = channelName('mastercard_authentication', reference);
  for (const channel of [payment, authentication]) {
    const ack = await subscribe(socket, { channel });
    if (!ack.ok) throw new Error(`subscribing to ${channel} was refused`);
  }
  return { socket, log, payment, authentication };
}

/**
 * A card typed in the gateway's hosted fields: what the card number's field sends the gateway's
 * session (on the sandbox's origin) when the page calls updateSessionFromForm('card').
 */
export async function typeCardIntoSession(
  t: TestServer,
  sessionId: string,
  card: { number: string; expiryMonth?: string; expiryYear?: string; securityCode?: string },
): Promise<Response> {
  const { apiUrl, apiVersion, merchantId } = settingsOf(t.context.config, 'mastercard');
  const sandbox = new URL(apiUrl ?? '').origin;
  return fetch(
    `${sandbox}/form/version/${String(apiVersion)}/merchant/${merchantId}/session/${encodeURIComponent(sessionId)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        card: {
          number: card.number,
          expiryMonth: card.expiryMonth ?? '12',
          expiryYear: card.expiryYear ?? '34',
          securityCode: card.securityCode ?? '123',
        },
      }),
    },
  );
}

const attribute = (html: string, pattern: RegExp, what: string): string => {
  const found = pattern.exec(html)?.[1];
  if (found === undefined) throw new Error(`no ${what} in ${html}`);
  return found.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
};

/**
 * The payer answers the issuer's challenge that the gateway's redirect html opens, on the
 * sandbox's origin; then the browser posts the issuer's form back to the merchant's return
 * address, as it would. Returns the merchant's answer to that post (null when `returnToMerchant`
 * is false: the browser was closed before going back).
 */
export async function answerMastercardChallenge(
  redirectHtml: string,
  answer: 'approve' | 'cancel',
  returnToMerchant = true,
  /** Headers the browser adds to the return post (Sec-Fetch-Dest inside a frame). */
  returnHeaders: Record<string, string> = {},
): Promise<Response | null> {
  const challenge = attribute(redirectHtml, /action="([^"]+)"/, 'challenge address');
  const page = await fetch(challenge, { method: 'POST' });
  if (page.status !== 200) throw new Error(`the challenge page answered ${String(page.status)}`);
  const issuer = await fetch(`${challenge}/${answer}`, { method: 'POST' });
  const html = await issuer.text();
  if (!returnToMerchant) return null;
  const target = attribute(html, /<form method="post" action="([^"]+)"/, 'return address');
  const fields = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(match[1] ?? '', (match[2] ?? '').replace(/&amp;/g, '&'));
  }
  return fetch(target, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...returnHeaders },
    body: fields.toString(),
  });
}
