import { Trans, useLingui } from '@lingui/react/macro';
import { ResultPage } from '@tabula/ui';
import * as styles from './result-screen.css';

/**
 * The page of an app opened without scanning a QR code (A§2): what to do instead, in three steps.
 */
export function NotAllowedPage() {
  const { t } = useLingui();
  return (
    <main className={styles.screen}>
      <ResultPage
        tone="warning"
        title={t`Not allowed to access directly`}
        message={t`To see the menu and order, scan the QR code at your table or at the counter.`}
      >
        {/* spec: A§2, three steps: launch the camera, point it at the QR code, tap the link */}
        <ol className={styles.steps}>
          <li>
            <Trans>Launch the camera on your phone.</Trans>
          </li>
          <li>
            <Trans>Point it at the restaurant QR code.</Trans>
          </li>
          <li>
            <Trans>Tap the link that appears.</Trans>
          </li>
        </ol>
      </ResultPage>
    </main>
  );
}
