import { endpoints, type ApiClient } from '@tabula/api-client';

/**
 * The invoice PDF's address and file name (GET /invoices/{sapaad_order_id}.pdf?download=true,
 * A§7), through the api client's own URL builder.
 *
 * @example `invoiceDownload(api, 880042).href // "/invoices/880042.pdf?download=true"`
 */
export function invoiceDownload(
  client: Pick<ApiClient, 'url'>,
  sapaadOrderId: number,
): { href: string; fileName: string } {
  return {
    href: client.url(endpoints.invoices.download, {
      params: { sapaad_order_id: sapaadOrderId },
      query: { download: true },
    }),
    // our choice: the server's own attachment name, so both agree.
    fileName: `invoice-${String(sapaadOrderId)}.pdf`,
  };
}
