import { useLingui } from '@lingui/react/macro';
import { ResultPage } from '@tabula/ui';
import { useNavigate } from '@tanstack/react-router';
import * as styles from './table-screen.css';

/**
 * /table-occupied (B§2 "Table occupied"): the diner could not join the table's open tab.
 */
// our choice: shown when a member rejected the diner's join request; the way on is the menu,
// where they may ask to join again on their next visit.
export function TableOccupiedScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <main className={styles.screen}>
      <ResultPage
        tone="warning"
        title={t`This table is occupied`}
        message={t`Your request to join this table's order was not accepted. You can still look at the menu, or ask a staff member for help.`}
        actionLabel={t`Back to menu`}
        onAction={() => {
          void navigate({ to: '/' });
        }}
      />
    </main>
  );
}
