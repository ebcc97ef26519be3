import { useLingui } from '@lingui/react/macro';
import type { TableChoice, TableChoiceAnswer } from '@tabula/api-client';
import { Button, Modal } from '@tabula/ui';
import * as styles from './table-join.css';
import * as choiceStyles from './table-choice.css';

/** Props of {@link TableChoicePopup}. */
export interface TableChoicePopupProps {
  /** The question: the table of the diner's open tab and the table they scanned. */
  choice: TableChoice;
  /** The answer being sent (its button spins and the other waits), or null. */
  sending: TableChoiceAnswer | null;
  /** Stay at the tab's table; also the close button, Escape and the backdrop. */
  onStay: () => void;
  /** Move to the scanned table. */
  onMove: () => void;
}

/**
 * Asks a diner on an unpaid open tab who scanned another table's code where they are (issue 30):
 * stay at the tab's table, or move to the one they scanned. Closing it stays, as nothing moved
 * them while it was open.
 */
export function TableChoicePopup({ choice, sending, onStay, onMove }: TableChoicePopupProps) {
  const { t } = useLingui();
  const tab = choice.tab_table.number;
  const scanned = choice.scanned_table.number;
  const busy = sending !== null;
  return (
    <Modal
      open
      onClose={() => {
        if (!busy) onStay();
      }}
      title={t`Open tab at Table ${tab}`}
      closeLabel={t`Close`}
      footer={
        <div className={choiceStyles.answers}>
          <Button fullWidth loading={sending === 'stay'} disabled={busy} onClick={onStay}>
            {t`Stay at Table ${tab}`}
          </Button>
          <Button
            tone="secondary"
            fullWidth
            loading={sending === 'move'}
            disabled={busy}
            onClick={onMove}
          >
            {t`Move to Table ${scanned}`}
          </Button>
        </div>
      }
    >
      <p className={styles.message}>
        {t`You have an open tab at Table ${tab}. Stay there, or move to Table ${scanned}?`}
      </p>
    </Modal>
  );
}
