import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { PosOutlet, PosTable } from '@tabula/api-client';
import { ThemeRoot } from '@tabula/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MockInstance } from 'vitest';
import { render } from 'vitest-browser-react';
import { activateLocale } from '../../../../lib/i18n';
import { StatusNoteProvider, useStatusNote } from '../../../../lib/status-note';
import { TablesPanel } from '../../tables-panel';

/** Kopi Corner, outlet 7 (SGD, Singapore), with these tables. */
export const kopiCorner = (tables: PosOutlet['tables']): PosOutlet => ({
  id: 7,
  company_id: 3,
  company_name: 'Kopi Corner',
  currency: 'SGD',
  decimal_precision: 2,
  location_id: 70,
  time_zone: 'Asia/Singapore',
  tables,
});

/** A free table run by this kind of QR code: no tab, no bill, no call. */
export const freeTable = (
  id: number,
  number: string,
  qrSource: PosTable['qr_source'] = 'dine_ot',
): PosTable => ({
  id,
  number,
  qr_source: qrSource,
  state: 'free',
  covers: null,
  order_id: null,
  first_customer_id: null,
  members: [],
  pending_join_requests: 0,
  auto_join_until: null,
  pos_discount_applied: false,
  waiter_call: null,
});

/** A JSON answer of the staff API. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The URL a fetch was called with. */
export const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The status line, where every staff call says how it went. */
function Note() {
  const { note } = useStatusNote();
  return <p role="status">{note?.text ?? ''}</p>;
}

/** The outlet's tables panel with the status line, in a locale (right to left for Arabic). */
export async function renderTablesPanel(
  outlet: PosOutlet,
  locale: 'en' | 'ar' | 'zh' | 'ms' = 'en',
) {
  await activateLocale(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <StatusNoteProvider>
          <ThemeRoot dir={locale === 'ar' ? 'rtl' : 'ltr'} lang={locale}>
            <Note />
            <TablesPanel outlet={outlet} />
          </ThemeRoot>
        </StatusNoteProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

/** The calls a fetch spy saw to `url`. */
export const callsTo = (spy: MockInstance<typeof fetch>, url: string) =>
  spy.mock.calls.filter(([input]) => input === url);
