import type { EndpointOutput, pagesEndpoints } from '@tabula/api-client';
import { paymentProcessingPageQueryOptions } from '@tabula/api-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api';
import { pageQueryOf, type PaymentRequest } from '../utils/payment-search';

/** The payment result page's configuration (`GET /pages/payment_processing`). */
export type PaymentProcessingPage = EndpointOutput<typeof pagesEndpoints.paymentProcessing>;

/** The page configuration of one payment (A§7, B§7: invoice_id and type), as the route loads it. */
export const paymentProcessingPageQuery = (request: PaymentRequest) =>
  paymentProcessingPageQueryOptions(api, { query: pageQueryOf(request) });

/** The loaded configuration: the payment's details (B§3) and the order it pays. */
export function usePaymentProcessingPage(request: PaymentRequest): PaymentProcessingPage {
  return useSuspenseQuery(paymentProcessingPageQuery(request)).data;
}
