import { mastercard } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { contractRoute } from '../../../http/contract-route';
import { requestLanguage } from '../../../http/diner-language';
import {
  completeAuthentication,
  initiateAuthentication,
  registerAuthenticationReturn,
} from './authentication';
import { cancelApplePay, processApplePay, startApplePaySession } from './apple-pay';
import { processGooglePay, verifyGooglePayCard } from './google-pay';
import { startMastercard } from './start-mastercard';
import { updateTmpOrderPaymentStatus } from './tmp-order-status';

/**
 * The Mastercard gateway's calls (B§7 sapaad_payments/mastercard; B§4 Mastercard, Google Pay):
 * the hosted card session, 3-D Secure, Google Pay, Apple Pay, the temporary order's status; and the
 * issuer's return after a 3-D Secure challenge.
 */
export function registerMastercard(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, mastercard.createSession, 'session', async ({ body, session }) => {
    const { gateway } = await startMastercard(app, session, body, 'card');
    return { data: { session_id: gateway.sessionId } };
  });
  contractRoute(server, app, mastercard.initiateAuthentication, 'session', ({ body, session }) =>
    initiateAuthentication(app, session, body.reference_id),
  );
  contractRoute(
    server,
    app,
    mastercard.completeAuthentication,
    'session',
    ({ body, session, request }) =>
      completeAuthentication(app, session, body, requestLanguage(request)),
  );
  contractRoute(server, app, mastercard.verifyCard, 'session', ({ body, session }) =>
    verifyGooglePayCard(app, session, body),
  );
  contractRoute(server, app, mastercard.processGooglePayPayment, 'session', ({ body, session }) =>
    processGooglePay(app, session, body),
  );
  contractRoute(
    server,
    app,
    mastercard.updateTmpOrderPaymentStatus,
    'session',
    ({ body, session }) => updateTmpOrderPaymentStatus(app, session, body),
  );
  contractRoute(server, app, mastercard.startApplePaySession, 'session', ({ body, session }) =>
    startApplePaySession(app, session, body),
  );
  contractRoute(server, app, mastercard.processApplePayPayment, 'session', ({ body, session }) =>
    processApplePay(app, session, body),
  );
  contractRoute(server, app, mastercard.cancelApplePayPayment, 'session', ({ body, session }) =>
    cancelApplePay(app, session, body),
  );
  registerAuthenticationReturn(server, app);
}
