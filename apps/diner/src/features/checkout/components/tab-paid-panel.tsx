import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { Link } from '@tanstack/react-router';
import { api } from '@/lib/api/api';
import { downloadFile } from '@/lib/invoice/download-file';
import { invoiceDownload } from '@/lib/invoice/invoice-download';
import * as styles from './checkout-screen.css';
import * as tab from './tab-checkout.css';

/** Props of {@link TabPaidPanel}. */
export interface TabPaidPanelProps {
  order: Pick<Order, 'sapaad_order_id'>;
}

/**
 * What a member who has paid their part sees on the tab's checkout (B§4: paid users see a
 * receipt button and cannot place again): that their part is paid, the receipt (the tab's
 * invoice), and the way back to the menu.
 */
// our choice: the receipt is the tab's order's invoice, as on the diner's past orders; until the
// point of sale has the order there is none, and the panel says so.
export function TabPaidPanel({ order }: TabPaidPanelProps) {
  const { t, i18n } = useLingui();
  const invoiceId = order.sapaad_order_id;
  return (
    <section className={tab.paid} aria-label={t`Your payment`}>
      <p className={tab.banner} role="status">
        {t`You have paid your part of this bill. Thank you!`}
      </p>
      {invoiceId === null ? (
        <p
          className={styles.hint}
        >{t`Your receipt will be ready once the restaurant has your order.`}</p>
      ) : (
        <Button
          tone="secondary"
          fullWidth
          onClick={() => {
            const file = invoiceDownload(api, invoiceId, i18n.locale);
            downloadFile(file.href, file.fileName);
          }}
        >
          {t`Receipt`}
        </Button>
      )}
      <Link to="/">{t`Back to menu`}</Link>
    </section>
  );
}
