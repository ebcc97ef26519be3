import { useLingui } from '@lingui/react';
import { ResultPage } from '@tabula/ui';
import { errorMessage } from '@/lib/errors/error-messages';
import * as styles from './result-screen.css';

/** Props of {@link LoadErrorPage}. */
export interface LoadErrorPageProps {
  /** Loads the screen again. */
  onRetry: () => void;
}

/** The generic error page of a screen that could not load (A§8 Generic), with a retry. */
export function LoadErrorPage({ onRetry }: LoadErrorPageProps) {
  const { i18n } = useLingui();
  return (
    <main className={styles.screen}>
      <ResultPage
        tone="warning"
        title={i18n._(errorMessage('error.generic.title', 'title'))}
        message={i18n._(errorMessage('error.generic.message'))}
        actionLabel={i18n._(errorMessage('button.try_again', 'button'))}
        onAction={onRetry}
      />
    </main>
  );
}
