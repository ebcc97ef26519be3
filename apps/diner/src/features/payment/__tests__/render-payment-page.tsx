import type { PaymentDetails } from '@tabula/api-client';
import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { homePage } from '@test/fixtures/home-page';
import { renderApp, type RenderAppResult } from '@test/render-app';
import { PaymentProcessingScreen } from '../components/payment-processing-screen';
import {
  paymentProcessingPageQuery,
  type PaymentProcessingPage,
} from '../hooks/use-payment-processing-page';
import type { PaymentRequest } from '../utils/payment-search';
import { paidOrder, paymentDetails, paytabsRequest } from './fixtures';
import { manualTimers, type ManualTimers } from '@test/support/manual-timers';

/** The payment result page configuration of the fixture cafe, for the fixture payment. */
export function processingPage(
  details: PaymentDetails | null = paymentDetails(),
  order = paidOrder(),
): PaymentProcessingPage {
  return {
    user: homePage.user,
    session: homePage.session,
    company: homePage.company,
    outlet: homePage.outlet,
    feature_flags: homePage.feature_flags,
    loyalty: null,
    order,
    payment_details: details,
  };
}

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** One call the fake server received. */
export interface ReceivedCall {
  path: string;
  search: string;
  body: unknown;
}

/**
 * Answers fetch by path (the calls the page makes), recording every call; a path without a
 * handler answers 500.
 */
export function fakeServer(routes: Record<string, (call: ReceivedCall) => Response>) {
  const calls: ReceivedCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.origin);
    const text = typeof init?.body === 'string' ? init.body : null;
    const call = {
      path: url.pathname,
      search: url.search,
      body: text === null ? null : (JSON.parse(text) as unknown),
    };
    calls.push(call);
    const handler = routes[url.pathname];
    return Promise.resolve(handler ? handler(call) : json({ error: 'no fake' }, 500));
  });
  return { calls, spy };
}

/** Renders /payment-processing for the fixture payment over a cached page configuration. */
export async function renderPaymentPage(
  page: PaymentProcessingPage,
  start: number,
  request: PaymentRequest = paytabsRequest,
): Promise<RenderAppResult & { timers: ManualTimers }> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(paymentProcessingPageQuery(request).queryKey, page);
  const timers = manualTimers(start);
  const result = await renderApp(<PaymentProcessingScreen request={request} timers={timers} />, {
    path: `/payment-processing?reference=${request.reference}&type=${request.type ?? ''}`,
    queryClient,
  });
  return { ...result, timers };
}
