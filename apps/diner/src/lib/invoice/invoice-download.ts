import { invoicesEndpoints, type ApiClient } from '@tabula/api-client';
import { isLocale } from '../i18n/locales';

/**
 * The invoice PDF's address and file name (GET /invoices/{sapaad_order_id}.pdf?download=true,
 * A§7), through the api client's own URL builder, with the language the diner reads the app in
 * (the browser following the link would send its own languages, not the one chosen in the app).
 *
 * @example `invoiceDownload(api, 880042, 'ar').href // "/invoices/880042.pdf?download=true&locale=ar"`
 */
export function invoiceDownload(
  client: Pick<ApiClient, 'url'>,
  sapaadOrderId: number,
  locale: string,
): { href: string; fileName: string } {
  return {
    href: client.url(invoicesEndpoints.download, {
      params: { sapaad_order_id: sapaadOrderId },
      query: isLocale(locale) ? { download: true, locale } : { download: true },
    }),
    // our choice: the server's own attachment name, so both agree.
    fileName: `invoice-${String(sapaadOrderId)}.pdf`,
  };
}
