import { useLingui } from '@lingui/react/macro';
import { ResultPage } from '@tabula/ui';
import { useNavigate } from '@tanstack/react-router';
import * as styles from './table-screen.css';

/**
 * /table-unavailable (B§2: the redirect when payment for the table is being processed; B§8 rows
 * 4 and 7).
 */
// our choice: Try again returns to the menu, whose table check sends the diner back here while
// the payment is still being processed.
export function TableUnavailableScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <main className={styles.screen}>
      <ResultPage
        tone="warning"
        title={t`Table unavailable`}
        message={t`Payment for this table is being processed, so no one can join or order at it right now. Please wait a moment, then try again.`}
        actionLabel={t`Try again`}
        onAction={() => {
          void navigate({ to: '/' });
        }}
      />
    </main>
  );
}
