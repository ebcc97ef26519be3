import { useLingui } from '@lingui/react/macro';
import { parseAmount } from '@tabula/engine';
import { Button, ChargesBreakdown, ResultPage } from '@tabula/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { OpenPaymentNotice } from '@/components/open-payment-notice';
import { useBillLineName } from '@/lib/i18n/use-bill-line-name';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { orderCharges } from '@/lib/order-charges/order-charges';
import { useChargeRow } from '@/lib/order-charges/use-charge-row';
import { billSplitQuery, scanAndPayPageQuery } from '@/lib/scan-and-pay/scan-and-pay-queries';
import { storeWholeBillTarget } from '@/lib/scan-and-pay/split-payment-target';
import { usePosSplitStarted } from '../hooks/use-pos-split-started';
import { useSplitLive } from '../hooks/use-split-live';
import { PosSplitStartedScreen } from './pos-split-started-screen';
import * as styles from './split.css';

/**
 * The home of a scan-and-pay table (B§2 Order summary, table bill): the bill's items and charges
 * with Split Bill and Pay Now; an empty table says so with View Menu (the read-only /menu). A
 * split made from the POS meanwhile shows its full screen (B§2 overlays).
 */
export function TableBillScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const chargeRow = useChargeRow();
  const lineName = useBillLineName();
  const page = useSuspenseQuery(scanAndPayPageQuery()).data;
  const order = page.order;
  const split = useQuery({ ...billSplitQuery(order?.id ?? 0), enabled: order !== null }).data;
  const posSplit = usePosSplitStarted();
  useSplitLive(page.session.table_id, { onSplitGenerated: posSplit.onSplitGenerated });

  if (posSplit.shown) return <PosSplitStartedScreen onProceed={posSplit.proceed} />;

  if (order === null) {
    return (
      <main className={styles.screen}>
        <ResultPage
          tone="success"
          title={t`Your table has no bill yet`}
          message={t`Order with our staff. Your bill shows here as soon as it is ready.`}
          actionLabel={t`View Menu`}
          onAction={() => {
            void navigate({ to: '/menu' });
          }}
        />
      </main>
    );
  }

  const details = order.order_details;
  const precision = page.company.decimal_precision;
  const rows = orderCharges(details, precision, { layout: 'receipt' }).map(chargeRow);
  const paidSome =
    split !== undefined &&
    parseAmount(split.remaining_amount).lessThan(parseAmount(split.total_amount));
  const nothingLeft =
    split?.paid === true || (split !== undefined && parseAmount(split.remaining_amount).isZero());

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t`Your bill`}</h1>
      {page.session.table_number !== null && (
        <p className={styles.subtitle}>{t`Table ${page.session.table_number}`}</p>
      )}
      <OpenPaymentNotice orderId={order.id} />
      <ul className={styles.list} aria-label={t`Items`}>
        {details.items.map((item) => (
          <li key={item.id} className={styles.line}>
            <span>{item.quantity} ×</span>
            <bdi className={styles.lineName}>{lineName(item.id, item.name)}</bdi>
            <span className={styles.lineAmount}>{formatMoney(item.sub_total)}</span>
          </li>
        ))}
      </ul>
      <ChargesBreakdown
        label={t`Bill`}
        rows={rows}
        total={{ label: t`Total`, amount: formatMoney(details.total_amount) }}
      />
      {paidSome && (
        <ChargesBreakdown
          label={t`Left to pay`}
          rows={[]}
          total={{ label: t`Left to pay`, amount: formatMoney(split.remaining_amount) }}
        />
      )}
      {nothingLeft ? (
        <p className={styles.subtitle} role="status">{t`This bill is paid. Thank you!`}</p>
      ) : (
        <div className={styles.actions}>
          <Button
            fullWidth
            tone="secondary"
            onClick={() => {
              void navigate({ to: '/split-bill' });
            }}
          >
            {t`Split Bill`}
          </Button>
          <Button
            fullWidth
            onClick={() => {
              storeWholeBillTarget();
              void navigate({ to: '/checkout' });
            }}
          >
            {t`Pay Now`}
          </Button>
        </div>
      )}
    </main>
  );
}
