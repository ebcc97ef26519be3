import { Trans, useLingui } from '@lingui/react/macro';
import { ResultPage } from '@tabula/ui';
import * as styles from './table-screen.css';

/**
 * /invalid-table (B§2: the redirect after a table update from the POS, once the QR session is
 * reset; B§8 row 20). The session is gone, so the way on is scanning the table's QR code again.
 */
export function InvalidTableScreen() {
  const { t } = useLingui();
  return (
    <main className={styles.screen}>
      <ResultPage
        tone="warning"
        title={t`Table updated`}
        message={t`The restaurant has updated your table. Scan the QR code on your table again to continue.`}
      >
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
