import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerCheckoutPage } from './checkout-page';
import { registerHomePage } from './home-page';
import { registerLoyaltyPage } from './loyalty-page';
import { registerOrderDetailsPage } from './order-details-page';
import { registerOrderSummaryPage } from './order-summary-page';
import { registerPastOrdersPage } from './past-orders-page';
import { registerPaymentProcessingPage } from './payment-processing-page';
import { registerProfilesPage } from './profiles-page';
import { registerScanAndPayPage } from './scan-and-pay-page';
import { registerSignInPage } from './sign-in-page';
import { registerTrackingPage } from './tracking-page';

/** Registers every page configuration call of the contract (spec: A§7 and B§7 Page configuration). */
export function registerPages(server: FastifyInstance, app: AppContext): void {
  registerHomePage(server, app);
  registerCheckoutPage(server, app);
  registerTrackingPage(server, app);
  registerProfilesPage(server, app);
  registerPastOrdersPage(server, app);
  registerLoyaltyPage(server, app);
  registerSignInPage(server, app);
  registerOrderDetailsPage(server, app);
  registerScanAndPayPage(server, app);
  registerPaymentProcessingPage(server, app);
  registerOrderSummaryPage(server, app);
}
