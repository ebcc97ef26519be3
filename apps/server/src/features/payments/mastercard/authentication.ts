import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../../app-context';
import { MastercardGatewayError } from '../../../card-payments/mastercard/mastercard-gateway';
import {
  announceAuthentication,
  AUTHENTICATION_TIMEOUT_MS,
  authenticationEnded,
  endMastercardPayment,
  GATEWAY_TRANSACTIONS,
  loadMastercardPayment,
  moveAuthentication,
  payMastercard,
  paymentAmount,
} from '../../../card-payments/mastercard/mastercard-payment';
import { scriptNonce } from '../../../http/csp-nonce';
import { type DinerLanguage, isDinerLanguage, requestLanguage } from '../../../http/diner-language';
import { escapeHtml } from '../../../http/escape-html';
import { conflict, unprocessable } from '../../../http/http-error';
import { paymentReturnPath } from '../../../payments/return-path';
import type { SessionRecord } from '../../../session/session-store';
import { framedReturnTexts } from './framed-return-texts';
import {
  gatewayUnavailable,
  ownedMastercardPayment,
  requireInProgress,
  type OwnedMastercardPayment,
} from './start-mastercard';
import { cardProvider } from '../../../card-payments/card-provider';

/** Where the issuer's challenge sends the payer back: ours, named by the payment reference. */
export const AUTHENTICATION_RETURN_PATH = '/payments/mastercard/authentications/:reference/return';

/**
 * The return address of a payment's challenge. It names the diner's language (`lang`), since the
 * issuer's post back carries none of the app's: the framed return page is drawn in it.
 */
function returnUrl(app: AppContext, reference: string, language: DinerLanguage): string {
  return `${app.config.publicUrl}${AUTHENTICATION_RETURN_PATH.replace(':reference', encodeURIComponent(reference))}?lang=${language}`;
}

/** A gateway refusal of the diner's input (no card in the session yet): a 422 to show. */
function refusal(error: MastercardGatewayError) {
  if (error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return unprocessable(error.message, 'gateway_refused');
  }
  return gatewayUnavailable(error);
}

/**
 * Asks the gateway whether the payer can be authenticated (B§4 Google Pay step 2; B§7
 * authentications/initiate; INITIATE_AUTHENTICATION on the gateway's order). The session must
 * hold a card (typed on the gateway's card form, or a wallet token). Asked again once the
 * authentication went on, it answers from where it stands without asking the gateway.
 */
export async function initiateAuthentication(
  app: AppContext,
  session: SessionRecord,
  reference: string,
) {
  const { payment, gateway } = await ownedMastercardPayment(app, session, reference);
  requireInProgress(payment);
  if (['pending', 'succeeded', 'failed'].includes(gateway.authentication)) {
    return {
      authentication_available: true,
      gateway_recommendation: gateway.authentication === 'failed' ? 'DO_NOT_PROCEED' : 'PROCEED',
    };
  }
  try {
    const transaction = await cardProvider(app, 'mastercard').initiateAuthentication({
      orderId: payment.reference,
      transactionId: GATEWAY_TRANSACTIONS.authentication,
      sessionId: gateway.sessionId,
      ...(await paymentAmount(app, payment)),
    });
    const available = transaction.authenticationStatus === 'AUTHENTICATION_AVAILABLE';
    await moveAuthentication(
      app,
      gateway,
      ['none', 'available', 'unavailable'],
      available ? 'available' : 'unavailable',
    );
    return {
      authentication_available: available,
      gateway_recommendation: transaction.gatewayRecommendation ?? 'PROCEED',
    };
  } catch (error) {
    if (!(error instanceof MastercardGatewayError)) throw error;
    throw refusal(error);
  }
}

const NOT_REQUIRED = { payerInteraction: 'NOT_REQUIRED', redirect_html: null } as const;

/**
 * Authenticates the payer with the browser's device block (B§4 Google Pay steps 2 and 3; B§7
 * authentications/complete; AUTHENTICATE_PAYER):
 * - frictionless: PROCEED with payerInteraction NOT_REQUIRED, and authentication_completed;
 * - a challenge: the gateway's redirect html for the app to show; the payer answers on the
 *   issuer's page, which comes back to our return address; unanswered for 120 s (B§9) the
 *   reconciliation declines it;
 * - refused: DO_NOT_PROCEED, authentication_failed, and the payment is declined.
 * A typed card is paid as soon as its payer is authenticated (or the card cannot be
 * authenticated, when the gateway leaves it to the issuer); a wallet waits for its process call.
 * Sent again it answers from where the authentication stands; once the payment has ended unpaid
 * it is a 409.
 */
export async function completeAuthentication(
  app: AppContext,
  session: SessionRecord,
  body: { reference_id: string; device: Record<string, unknown> },
  language: DinerLanguage,
) {
  const owned = await ownedMastercardPayment(app, session, body.reference_id);
  const { payment, gateway } = owned;
  // A completion sent again after the payment went through answers as the first did.
  if (payment.status === 'paid' && gateway.authentication === 'succeeded') {
    return { gateway_recommendation: 'PROCEED', ...NOT_REQUIRED };
  }
  requireInProgress(payment);
  switch (gateway.authentication) {
    case 'none':
      throw conflict('Initiate the authentication first', 'authentication_not_initiated');
    case 'unavailable':
      if (gateway.kind === 'card') await payMastercard(app, payment, gateway);
      return { gateway_recommendation: 'PROCEED', ...NOT_REQUIRED };
    case 'succeeded':
      return { gateway_recommendation: 'PROCEED', ...NOT_REQUIRED };
    case 'failed':
      return { gateway_recommendation: 'DO_NOT_PROCEED', ...NOT_REQUIRED };
    default:
      return authenticatePayer(app, owned, body.device, language);
  }
}

async function authenticatePayer(
  app: AppContext,
  { payment, gateway }: OwnedMastercardPayment,
  device: Record<string, unknown>,
  language: DinerLanguage,
) {
  let transaction;
  try {
    transaction = await cardProvider(app, 'mastercard').authenticatePayer({
      orderId: payment.reference,
      transactionId: GATEWAY_TRANSACTIONS.authentication,
      sessionId: gateway.sessionId,
      ...(await paymentAmount(app, payment)),
      redirectResponseUrl: returnUrl(app, payment.reference, language),
      device,
    });
  } catch (error) {
    if (!(error instanceof MastercardGatewayError)) throw error;
    throw refusal(error);
  }
  const status = transaction.authenticationStatus;
  if (status === 'AUTHENTICATION_PENDING' && transaction.redirectHtml !== null) {
    const deadline = new Date(app.now().getTime() + AUTHENTICATION_TIMEOUT_MS);
    await moveAuthentication(app, gateway, ['available'], 'pending', deadline);
    return {
      gateway_recommendation: transaction.gatewayRecommendation ?? 'PROCEED',
      payerInteraction: 'REQUIRED',
      redirect_html: transaction.redirectHtml,
    };
  }
  if (status === 'AUTHENTICATION_SUCCESSFUL') {
    await authenticationEnded(app, payment, gateway, transaction);
    return { gateway_recommendation: 'PROCEED', ...NOT_REQUIRED };
  }
  const error = 'The card holder could not be authenticated';
  if (await moveAuthentication(app, gateway, ['available', 'pending'], 'failed')) {
    announceAuthentication(app, payment, error);
    await endMastercardPayment(app, payment, 'declined', error);
  }
  return {
    gateway_recommendation: 'DO_NOT_PROCEED',
    payerInteraction: transaction.payerInteraction ?? 'NOT_REQUIRED',
    redirect_html: null,
  };
}

/**
 * The issuer's challenge page sends the payer back here (redirectResponseUrl). What it posts is
 * not trusted: the outcome is read from the gateway (the authentication transaction), and acted
 * on once. The browser then goes to /payment-processing?reference=…&type=mastercard (B§4 Google
 * Pay step 4), or, inside the app's challenge frame, a page that moves the top window there. No
 * session is needed: the return is a cross-site post, which carries no cookie;
 * the unguessable reference names the payment and only the gateway's word is used.
 */
export function registerAuthenticationReturn(server: FastifyInstance, app: AppContext): void {
  server.post(AUTHENTICATION_RETURN_PATH, async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const found = /^[\w-]{8,100}$/.test(reference)
      ? await loadMastercardPayment(app, reference)
      : null;
    if (found === null) {
      return reply.status(404).send({ error: 'Payment not found', error_id: 'payment_not_found' });
    }
    if (found.payment.status === 'in_progress' && found.gateway.authentication === 'pending') {
      try {
        const transaction = await cardProvider(app, 'mastercard').retrieveTransaction(
          reference,
          GATEWAY_TRANSACTIONS.authentication,
        );
        await authenticationEnded(app, found.payment, found.gateway, transaction);
      } catch (error) {
        if (!(error instanceof MastercardGatewayError)) throw error;
        // The reconciliation asks the gateway again.
        app.log.warn({ reference, error: error.message }, 'authentication return not settled');
      }
    }
    const resultPath = paymentReturnPath(found.payment);
    if (request.headers['sec-fetch-dest'] === 'iframe') {
      // The language the app named in the return address; else the browser's own.
      const { lang } = request.query as { lang?: unknown };
      const language = isDinerLanguage(lang) ? lang : requestLanguage(request);
      return returnInFrame(app, reply, resultPath, language);
    }
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${app.config.publicUrl}${resultPath}`, 303);
  });
}

/** How long the return page in the challenge frame leaves the app to end the challenge itself. */
export const FRAMED_RETURN_GRACE_MS = 2000;

/**
 * The return inside the app's challenge frame (the issuer's page posts there): a 303 would load
 * the whole app in the frame, which the app's frame-ancestors 'none' refuses. This page may be
 * framed by the app's origin only; it moves the top window to the result page, unless the app
 * ended the challenge itself first. Its line is in the diner's language (lang and dir set) (the outcome's event closes the sheet and this frame with it).
 */
// our choice: a 2 s grace, so the app's own ending (its message, Place Order back) wins; a
// link does the same at once.
function returnInFrame(
  app: AppContext,
  reply: FastifyReply,
  resultPath: string,
  language: DinerLanguage,
) {
  const nonce = scriptNonce(reply.raw);
  const texts = framedReturnTexts(language);
  const origin = new URL(app.config.publicUrl).origin;
  const target = JSON.stringify(resultPath).replace(/</g, '\\u003c');
  const html = `<!doctype html>
<html lang="${language}" dir="${texts.dir}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title></head>
<body><p>${escapeHtml(texts.line)} <a href="${escapeHtml(resultPath)}" target="_top">${escapeHtml(texts.link)}</a></p>
<script nonce="${nonce}">setTimeout(function () { window.top.location.assign(${target}); }, ${String(FRAMED_RETURN_GRACE_MS)});</script>
</body></html>`;
  return reply
    .status(200)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors ${origin}`,
    })
    .send(html);
}
