import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Order, OrderItem } from '@tabula/api-client';
import { ChargesBreakdown, Collapsible } from '@tabula/ui';
import { useBillLineName } from '@/lib/i18n/use-bill-line-name';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { orderCharges } from '@/lib/order-charges/order-charges';
import { useChargeRow } from '@/lib/order-charges/use-charge-row';
import { paymentTypeNames, type PaymentTypeName } from '../utils/payment-type-names';
import * as styles from './order-details-panel.css';

/** Props of {@link OrderDetailsPanel}. */
export interface OrderDetailsPanelProps {
  order: Order;
  /** The company's decimal places (for a surcharge the order carries no amount for). */
  precision: number;
}

/**
 * The track screen's collapsible details (B§2 Track-order screen): the items with their
 * modifiers and counts, subtotal, tip, the first discount, redeemed loyalty, surcharges, tax
 * when prices are not tax-inclusive, the total, the note and the payment type. Every amount is
 * the order's own, formatted in the diner's language.
 */
export function OrderDetailsPanel({ order, precision }: OrderDetailsPanelProps) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const lineName = useBillLineName();
  const details = order.order_details;
  const count = details.items.reduce((sum, item) => sum + item.quantity, 0);
  const items = t({ message: plural(count, { one: '# item', other: '# items' }) });

  const chargeRow = useChargeRow();
  // spec: B§2 Track-order screen, the first discount only.
  const rows = orderCharges(details, precision, { layout: 'track' }).map(chargeRow);

  const paymentName = (name: PaymentTypeName): string => {
    if ('title' in name) return name.title;
    return name.fallback === 'cash' ? t`Cash` : t`Card`;
  };
  const paidWith = paymentTypeNames(details.payments).map(paymentName).join(', ');
  const note = details.note?.trim() ?? '';

  const modifiersText = (item: OrderItem): string =>
    item.modifiers
      .map((modifier) =>
        modifier.quantity > 1 ? `${modifier.name} × ${String(modifier.quantity)}` : modifier.name,
      )
      .join(', ');

  return (
    <Collapsible headingLevel={2} summary={t`Order details · ${items}`}>
      <div className={styles.panel}>
        <ul className={styles.items} aria-label={t`Items`}>
          {details.items.map((item, index) => {
            const options = modifiersText(item);
            const quantity = item.quantity;
            const name = lineName(item.id, item.name);
            return (
              <li key={`${String(item.id)}-${String(index)}`} className={styles.item}>
                <div className={styles.itemTexts}>
                  <p className={styles.itemName}>{t`${quantity} × ${name}`}</p>
                  {options !== '' && <p className={styles.detail}>{options}</p>}
                  {item.note !== null && item.note.trim() !== '' && (
                    <p className={styles.detail}>{item.note}</p>
                  )}
                </div>
                <span className={styles.itemPrice}>{formatMoney(item.sub_total)}</span>
              </li>
            );
          })}
        </ul>
        <ChargesBreakdown
          label={t`Bill details`}
          rows={rows}
          total={{ label: t`Total`, amount: formatMoney(details.total_amount) }}
        />
        {(note !== '' || paidWith !== '') && (
          <dl className={styles.facts}>
            {/* our choice: the note and the payment type show only when there is one. */}
            {note !== '' && (
              <div className={styles.fact}>
                <dt className={styles.factLabel}>{t`Note`}</dt>
                <dd className={styles.factValue}>{note}</dd>
              </div>
            )}
            {paidWith !== '' && (
              <div className={styles.fact}>
                <dt className={styles.factLabel}>{t`Payment type`}</dt>
                <dd className={styles.factValue}>{paidWith}</dd>
              </div>
            )}
          </dl>
        )}
      </div>
    </Collapsible>
  );
}
