import { useLingui } from '@lingui/react/macro';
import { equalShares } from '@tabula/engine';
import { SplitListRow } from '@tabula/ui';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import * as styles from './split.css';

/** Props of {@link EqualSplitPreview}. */
export interface EqualSplitPreviewProps {
  /** The bill before tips (the bill split's total_amount). */
  total: string;
  /** How many ways the visitor chose to split it (2 to 99). */
  count: number;
  precision: number;
  /** Split n was tapped: the visitor is asked to sign in, then pays it. */
  onPay: (splitNumber: number) => void;
}

/**
 * A visitor's equal split before it is saved (the server keeps a split only for a diner, B§4):
 * the numbered splits with the engine's equal shares, each with Pay, which asks for sign-in.
 */
// our choice (issue 30): a visitor sees the shares they chose before signing in; the choice is
// saved when they come back signed in.
export function EqualSplitPreview({ total, count, precision, onPay }: EqualSplitPreviewProps) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const shares = equalShares(total, count, precision);
  return (
    <section className={styles.actions} aria-label={t`Equal split`}>
      <p className={styles.subtitle}>
        {t`The bill is split ${shares.length} ways. Pick a split to pay it.`}
      </p>
      <ul className={styles.list}>
        {shares.map((share, index) => {
          // The same texts as the saved split's list (EqualSplitList).
          const slot = { number: index + 1 };
          return (
            <li key={slot.number}>
              <SplitListRow
                label={t`Split ${slot.number}`}
                amount={formatMoney(share)}
                state="open"
                payLabel={t`Pay`}
                paidLabel={t`Paid`}
                onPay={() => {
                  onPay(slot.number);
                }}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
