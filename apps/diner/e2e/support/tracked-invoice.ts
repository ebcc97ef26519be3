import { expect, type Page } from '@playwright/test';
import { endpoints } from '@tabula/api-client';
import { pdfTextLines } from '../../../server/test/invoices/support/pdf-text';
import type { CatalogLocale } from './catalog';

/**
 * The invoice of the page's tracked order (`/pages/tracking`), downloaded with the diner's
 * cookies in a language, as the text lines of its PDF (read right to left in Arabic).
 */
export async function trackedInvoice(page: Page, locale: CatalogLocale): Promise<string[]> {
  const tracking = endpoints.pages.tracking.response.parse(
    await (await page.request.get('/pages/tracking')).json(),
  );
  const answer = await page.request.get(
    `/invoices/${String(tracking.order.sapaad_order_id)}.pdf?download=true&locale=${locale}`,
  );
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  return pdfTextLines(await answer.body(), locale === 'ar' ? 'rtl' : 'ltr');
}
