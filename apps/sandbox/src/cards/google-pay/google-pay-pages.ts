import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { GOOGLE_PAY_SHEET_PATH } from './google-pay-paths';
import { escapeHtml } from '../escape-html';
import { sandboxWalletToken } from '../mastercard/mastercard-ledger';
import { cardBrand } from '../test-cards';
import { cardLayout, cardMessagePage } from '../sandbox-page';

/** What the sheet posts to the page that opened it: Google Pay's PaymentData, or a cancel. */
export const GOOGLE_PAY_MESSAGE_SOURCE = 'tabula-google-pay-sandbox';

/**
 * The test cards the sheet offers, as a Google account would hold them (the sandbox's shared test
 * cards, test-cards.ts): one frictionless, one asking for 3-D Secure, one declined.
 */
const SHEET_CARDS = [
  { number: '5555555555554444', label: 'Mastercard •••• 4444', hint: 'pays without 3-D Secure' },
  { number: '5200000000001096', label: 'Mastercard •••• 1096', hint: 'asks for 3-D Secure' },
  { number: '4000000000000002', label: 'Visa •••• 0002', hint: 'is declined' },
] as const;

// spec: B§9 Google Pay, "API 2.0; networks MASTERCARD and VISA; auth methods PAN_ONLY and
// CRYPTOGRAM_3DS; gateway mpgs; final price": the PaymentDataRequest the sheet takes.
const paymentDataRequestSchema = z.object({
  apiVersion: z.literal(2),
  apiVersionMinor: z.literal(0),
  merchantInfo: z.object({
    merchantId: z.string().min(1).max(100),
    merchantName: z.string().max(100).optional(),
  }),
  allowedPaymentMethods: z
    .array(
      z.object({
        type: z.literal('CARD'),
        parameters: z.object({
          allowedAuthMethods: z.array(z.enum(['PAN_ONLY', 'CRYPTOGRAM_3DS'])).min(1),
          allowedCardNetworks: z
            .array(z.enum(['AMEX', 'DISCOVER', 'INTERAC', 'JCB', 'MASTERCARD', 'VISA']))
            .min(1),
        }),
        tokenizationSpecification: z.object({
          type: z.literal('PAYMENT_GATEWAY'),
          parameters: z.object({
            gateway: z.literal('mpgs'),
            gatewayMerchantId: z.string().min(1).max(100),
          }),
        }),
      }),
    )
    .length(1),
  transactionInfo: z.object({
    totalPriceStatus: z.literal('FINAL'),
    // Google Pay's totalPrice: a decimal string, never a float.
    totalPrice: z.string().regex(/^\d{1,12}(\.\d{1,3})?$/),
    currencyCode: z.string().regex(/^[A-Z]{3}$/),
  }),
});

/** The PaymentDataRequest a page gives the sheet (Google Pay API 2.0). */
export type SandboxPaymentDataRequest = z.infer<typeof paymentDataRequestSchema>;

/** Google Pay's PaymentData for a card of the sheet: its token is the gateway's business. */
export function sandboxPaymentData(number: string) {
  const network = cardBrand(number) === 'visa' ? 'VISA' : 'MASTERCARD';
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    paymentMethodData: {
      type: 'CARD',
      description: `${network === 'VISA' ? 'Visa' : 'Mastercard'} •••• ${number.slice(-4)}`,
      info: { cardNetwork: network, cardDetails: number.slice(-4) },
      tokenizationData: { type: 'PAYMENT_GATEWAY', token: sandboxWalletToken({ number }) },
    },
  } as const;
}

/**
 * The sheet's one script: a card pressed posts its PaymentData to the page that framed the sheet,
 * at the app's origin only; Cancel posts a cancel; a refused request posts why at once, so the
 * page's pay.js rejects with DEVELOPER_ERROR. Static, so the page allows it by its hash.
 */
const SHEET_SCRIPT = `(function(){
var target=document.body.getAttribute('data-target');
function send(message){message.source='${GOOGLE_PAY_MESSAGE_SOURCE}';window.parent.postMessage(message,target);}
var refused=document.body.getAttribute('data-refused');
if(refused!==null){send({result:'refused',message:refused});return;}
document.querySelectorAll('button[data-payment]').forEach(function(button){
button.addEventListener('click',function(){send({result:'paid',paymentData:JSON.parse(button.getAttribute('data-payment'))});});
});
document.getElementById('cancel').addEventListener('click',function(){send({result:'cancelled'});});
})();`;

const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SHEET_SCRIPT).digest('base64')}'`;

/**
 * The sheet's headers: framed by the app's origin only, its script allowed by its hash, nothing
 * else loaded or posted.
 */
function sheetHeaders(appOrigin: string) {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src ${SCRIPT_HASH}; form-action 'none'; frame-ancestors ${appOrigin}; base-uri 'none'`,
  };
}

function renderSheet(request: SandboxPaymentDataRequest): string {
  const [method] = request.allowedPaymentMethods;
  const networks = new Set(method?.parameters.allowedCardNetworks ?? []);
  const cards = SHEET_CARDS.filter((card) =>
    networks.has(cardBrand(card.number) === 'visa' ? 'VISA' : 'MASTERCARD'),
  );
  const { totalPrice, currencyCode } = request.transactionInfo;
  const buttons = cards
    .map(
      (card) =>
        `<button class="pay" type="button" data-payment="${escapeHtml(JSON.stringify(sandboxPaymentData(card.number)))}">${escapeHtml(card.label)}</button><p class="hint">${escapeHtml(card.hint)}</p>`,
    )
    .join('\n');
  const merchant = request.merchantInfo.merchantName ?? request.merchantInfo.merchantId;
  return cardLayout(
    'Google Pay',
    `<h1>Google Pay</h1>
<p>Pay ${escapeHtml(merchant)}</p>
<p class="amount">${escapeHtml(`${currencyCode} ${totalPrice}`)}</p>
<p>Choose a card</p>
${buttons}
<button class="back" type="button" id="cancel">Cancel</button>
<p class="hint">The sandbox plays Google's wallet: the card chosen goes to the gateway as its
token, never to the restaurant.</p>`,
  );
}

/** A page of the sheet with its script: it answers the app's origin only. */
function withScript(html: string, appOrigin: string, refused: string | null): string {
  const attributes = `data-target="${escapeHtml(appOrigin)}"${refused === null ? '' : ` data-refused="${escapeHtml(refused)}"`}`;
  return html
    .replace('<body>', `<body ${attributes}>`)
    .replace('</body>', `<script>${SHEET_SCRIPT}</script></body>`);
}

function page(
  reply: FastifyReply,
  status: number,
  html: string,
  appOrigin: string,
  refused: string | null = null,
) {
  return reply
    .status(status)
    .headers(sheetHeaders(appOrigin))
    .send(withScript(html, appOrigin, refused));
}

/**
 * The sandbox's Google Pay sheet (B§4 Google Pay, B§9): what Google's wallet shows outside the
 * product. The stand-in pay.js (google-pay-script.ts) frames it in the app's page with the
 * PaymentDataRequest in `request` (JSON); it shows the amount and the test cards the request's
 * networks allow, and posts Google Pay's PaymentData (its token made as the sandbox's gateway
 * reads wallet tokens) or a cancel to its parent, at the app's origin only; a request it refuses
 * (400) posts why. Only the app's origin may frame it.
 *
 * @param appOrigin - The app's origin, read when a sheet is shown (known once the app listens).
 */
export function registerGooglePayPages(server: FastifyInstance, appOrigin: () => string): void {
  server.get(GOOGLE_PAY_SHEET_PATH, (request, reply) => {
    const origin = new URL(appOrigin()).origin;
    const raw = (request.query as { request?: unknown }).request;
    let parsed: unknown;
    try {
      parsed = typeof raw === 'string' ? JSON.parse(raw) : null;
    } catch {
      parsed = null;
    }
    const checked = paymentDataRequestSchema.safeParse(parsed);
    if (!checked.success) {
      const refused = 'This payment request is not one Google Pay takes.';
      // The reason goes to the page's pay.js (DEVELOPER_ERROR), as Google's names what it refuses.
      const reason =
        parsed === null
          ? `${refused} It is not JSON.`
          : `${refused} ${checked.error.issues
              .map((issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`)
              .join('; ')}`;
      return page(reply, 400, cardMessagePage('Google Pay', refused), origin, reason);
    }
    return page(reply, 200, renderSheet(checked.data), origin);
  });
}
