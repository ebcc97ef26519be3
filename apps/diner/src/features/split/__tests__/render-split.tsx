import type { BillSplit, Locale } from '@tabula/api-client';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderApp } from '@test/render-app';
import {
  scanAndPayHomePage,
  scanAndPayPage,
  ORDER_ID,
} from '@/lib/scan-and-pay/__tests__/scan-and-pay-fixtures';
import {
  billSplitQuery,
  scanAndPayPageQuery,
  type ScanAndPayPage,
} from '@/lib/scan-and-pay/scan-and-pay-queries';

/** Renders a split screen at T5 with the page and the bill's split in the cache. */
export async function renderSplit(
  ui: ReactNode,
  split: BillSplit | null,
  options: { page?: ScanAndPayPage; path?: string; locale?: Locale } = {},
) {
  const details = options.page ?? scanAndPayPage();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(scanAndPayPageQuery().queryKey, details);
  if (split !== null) queryClient.setQueryData(billSplitQuery(ORDER_ID).queryKey, split);
  return renderApp(ui, {
    homePage: scanAndPayHomePage(details),
    path: options.path ?? '/split-bill',
    queryClient,
    ...(options.locale === undefined ? {} : { locale: options.locale }),
  });
}
