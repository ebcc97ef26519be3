import { useLingui } from '@lingui/react/macro';
import { Button, Spinner } from '@tabula/ui';
import * as styles from './account-screen.css';

/** Props of {@link PageLoadState}. */
export interface PageLoadStateProps {
  /** The page could not be loaded (its error is already shown through the error map). */
  failed: boolean;
  /** What could not be loaded, e.g. "We could not load your orders." */
  failedText: string;
  /** The spinner's label while it loads. */
  loadingLabel: string;
  onRetry: () => void;
}

/** An account screen before its page is there: a spinner, or the failure with Try again. */
export function PageLoadState({ failed, failedText, loadingLabel, onRetry }: PageLoadStateProps) {
  const { t } = useLingui();
  if (!failed) {
    return (
      <div className={styles.centered}>
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  return (
    <div className={styles.section}>
      <p className={styles.muted}>{failedText}</p>
      <Button tone="secondary" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </div>
  );
}
