import { useLingui } from '@lingui/react/macro';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import type { ReceiptLine } from '../utils/order-receipt';
import * as styles from './order-receipt.css';

/** Props of {@link ReceiptLines}. */
export interface ReceiptLinesProps {
  lines: readonly ReceiptLine[];
  /** The list's name, read by screen readers. */
  label: string;
}

/** The View Receipt lines (A§2): per line the quantity, the item name, the total and the modifiers. */
export function ReceiptLines({ lines, label }: ReceiptLinesProps) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  return (
    <ul className={styles.lines} aria-label={label}>
      {lines.map((line) => {
        const modifiers = line.modifiers
          .map((modifier) =>
            modifier.quantity > 1 ? t`${modifier.quantity} × ${modifier.name}` : modifier.name,
          )
          .join(', ');
        return (
          <li key={line.key} className={styles.line}>
            <span className={styles.quantity}>{t`${line.quantity}×`}</span>
            <p className={styles.name}>{line.name}</p>
            <span className={styles.total}>{line.isFree ? t`Free` : formatMoney(line.total)}</span>
            {modifiers !== '' && <p className={styles.details}>{modifiers}</p>}
            {line.note !== null && line.note !== '' && (
              <p className={styles.details}>{t`Note: ${line.note}`}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
