/**
 * The endpoint contract: every call of the specification as a {@link defineEndpoint} object,
 * grouped by area.
 *
 * @packageDocumentation
 */
import type { AnyEndpoint } from './endpoint';
import { dineIn } from './dine-in';
import { discounts } from './discounts';
import { genericPayments } from './generic-payments';
import { invoices } from './invoices';
import { loyalty } from './loyalty';
import { mastercard } from './mastercard';
import { orders } from './orders';
import { pages } from './pages';
import { payments } from './payments';
import { pos } from './pos';
import { posBills } from './pos-bills';
import { posImages } from './pos-images';
import { posMenu } from './pos-menu';
import { posSettings } from './pos-settings';
import { posOffers } from './pos-offers';
import { posQrCodes } from './pos-qr-codes';
import { posRefunds } from './pos-refunds';
import { posStaff } from './pos-staff';
import { posVenueTables } from './pos-venue-tables';
import { scanAndPay } from './scan-and-pay';
import { session } from './session';
import { stripeConnect } from './stripe-connect';
import { users } from './users';

export * from './endpoint';
export * from './common';
export * from './pages';
export * from './users';
export * from './session';
export * from './discounts';
export * from './orders';
export * from './invoices';
export * from './loyalty';
export * from './dine-in';
export * from './scan-and-pay';
export * from './payments';
export * from './stripe-connect';
export * from './mastercard';
export * from './generic-payments';
export * from './pos';
export * from './pos-bills';
export * from './pos-menu';
export * from './pos-settings';
export * from './pos-offers';
export * from './pos-images';
export * from './pos-refunds';
export * from './pos-qr-codes';
export * from './pos-venue-tables';
export * from './pos-staff';

/**
 * The diner's calls, by area: every call of the contract but the staff's. The diner app reads
 * its calls from here, so the POS's schemas are not part of the diner's bundle.
 */
export const dinerEndpoints = {
  pages,
  users,
  session,
  discounts,
  orders,
  invoices,
  loyalty,
  dineIn,
  scanAndPay,
  payments,
  stripeConnect,
  mastercard,
  genericPayments,
} as const;

/*
 * Each of the diner's areas under its own name. The diner app imports the areas a screen calls,
 * never the whole map: a bundle then carries an area's schemas in the chunk of the first screen
 * that calls it (payments with the checkout, tables with the table's screens), not in the first
 * load of the menu.
 */
export {
  pages as pagesEndpoints,
  users as usersEndpoints,
  session as sessionEndpoints,
  discounts as discountsEndpoints,
  orders as ordersEndpoints,
  invoices as invoicesEndpoints,
  loyalty as loyaltyEndpoints,
  dineIn as dineInEndpoints,
  scanAndPay as scanAndPayEndpoints,
  payments as paymentsEndpoints,
  stripeConnect as stripeConnectEndpoints,
  mastercard as mastercardEndpoints,
  genericPayments as genericPaymentsEndpoints,
};

/*
 * The maps below are built inside calls marked pure: a bundler keeps an object spread even when
 * nothing reads the result (a spread may run getters), so without the mark the diner's bundle
 * kept every staff schema. With it, a bundle that never reads them drops them.
 */

/** The staff's calls: the POS console and the back office. */
export const posEndpoints = /* @__PURE__ */ (() =>
  ({
    ...pos,
    ...posBills,
    ...posRefunds,
    ...posQrCodes,
    ...posVenueTables,
    ...posMenu,
    ...posSettings,
    ...posOffers,
    ...posImages,
    ...posStaff,
  }) as const)();

/** Every call of the contract, by area: the diner's, and the staff's under `pos`. */
export const endpoints = /* @__PURE__ */ (() =>
  ({ ...dinerEndpoints, pos: posEndpoints }) as const)();

const groups: readonly Readonly<Record<string, AnyEndpoint>>[] =
  /* @__PURE__ */ Object.values(endpoints);

/** Every call of the contract in one list, in the order of {@link endpoints}. */
export const allEndpoints: readonly AnyEndpoint[] = /* @__PURE__ */ groups.flatMap((group) =>
  Object.values(group),
);
