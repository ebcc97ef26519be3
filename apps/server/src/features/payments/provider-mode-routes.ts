import { payments as paymentCalls } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { sessionVenue } from '../../venue/venue-snapshots';
import { MY_FATOORAH_PAYMENT_MODES } from './provider-modes';
import { offeredPaymentType } from './start-payment';

/**
 * GET payments/my_fatoorah/v1/payment_modes?total_amount (B§7): the modes the diner picks from
 * before paying. A 422 where the outlet does not offer the provider. (Adyen's are Adyen's own:
 * adyen/adyen-transaction.ts.)
 */
export function registerProviderModes(server: FastifyInstance, app: AppContext): void {
  contractRoute(
    server,
    app,
    paymentCalls.myFatoorahPaymentModes,
    'session',
    async ({ session }) => {
      offeredPaymentType(await sessionVenue(app, session), 'my_fatoorah');
      return MY_FATOORAH_PAYMENT_MODES.map((mode) => ({ ...mode }));
    },
  );
}
