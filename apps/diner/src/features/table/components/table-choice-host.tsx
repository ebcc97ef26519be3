import type { TableChoice } from '@tabula/api-client';
import { useHomePage } from '@/lib/venue/home-page';
import { useTableChoice } from '../hooks/use-table-choice';
import { TableChoicePopup } from './table-choice-popup';

/**
 * The question a scan of another table left waiting (issue 30), app-wide: shown over any screen
 * while the home page carries it; nothing otherwise.
 */
export function TableChoiceHost() {
  const choice = useHomePage().table_choice;
  // Keyed by the question, so a newer scan's question starts with nothing being sent.
  return choice === null ? null : (
    <AskTableChoice
      key={`${String(choice.tab_table.id)}-${String(choice.scanned_table.id)}`}
      choice={choice}
    />
  );
}

function AskTableChoice({ choice }: { choice: TableChoice }) {
  const { sending, answer } = useTableChoice(choice);
  return (
    <TableChoicePopup
      choice={choice}
      sending={sending}
      onStay={() => {
        answer('stay');
      }}
      onMove={() => {
        answer('move');
      }}
    />
  );
}
