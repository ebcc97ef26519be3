import { useLingui } from '@lingui/react/macro';
import { ResultPage } from '@tabula/ui';
import * as styles from './split.css';

/** Props of {@link PosSplitStartedScreen}. */
export interface PosSplitStartedScreenProps {
  onProceed: () => void;
}

/**
 * The split-bill-started-from-POS screen (B§2 Header and overlays): a full screen over the order
 * summary or the split screen, saying staff split the bill, with Proceed (to /, the bill read
 * again).
 */
export function PosSplitStartedScreen({ onProceed }: PosSplitStartedScreenProps) {
  const { t } = useLingui();
  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={t`Bill split`}>
      <ResultPage
        tone="warning"
        title={t`Bill split`}
        message={t`The restaurant has split your table's bill. Proceed to see what is left to pay.`}
        actionLabel={t`Proceed`}
        onAction={onProceed}
      />
    </div>
  );
}
