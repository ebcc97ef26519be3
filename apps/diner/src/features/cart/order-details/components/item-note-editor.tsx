import { useLingui } from '@lingui/react/macro';
import { isItemNoteValid } from '@tabula/engine';
import { Button, TextField } from '@tabula/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { setItemNoteAtom } from '@/lib/cart/cart-atoms';
import * as styles from './item-note-editor.css';

/** Props of {@link ItemNoteEditor}. */
export interface ItemNoteEditorProps {
  lineId: string;
  /** The line's saved note, if any. */
  note: string | null;
  /** The item's name, for the field's label. */
  itemName: string;
  /** The id of the element naming the line, so "Add note" says which item it is for. */
  describedBy: string;
}

/**
 * A line's note for the kitchen: add, edit or remove it. Save stays disabled while the note is
 * blank (A§5: an item note cannot be saved empty, engine isItemNoteValid).
 */
export function ItemNoteEditor({ lineId, note, itemName, describedBy }: ItemNoteEditorProps) {
  const { t } = useLingui();
  const setNote = useSetAtom(setItemNoteAtom);
  // null while the note is shown, the draft while it is edited.
  const [draft, setDraft] = useState<string | null>(null);

  if (draft === null) {
    return (
      <div className={styles.note}>
        {note !== null && (
          <p className={styles.noteText}>
            <bdi>{note}</bdi>
          </p>
        )}
        <Button
          tone="ghost"
          size="small"
          aria-describedby={describedBy}
          onClick={() => {
            setDraft(note ?? '');
          }}
        >
          {note === null ? t`Add note` : t`Edit note`}
        </Button>
      </div>
    );
  }

  // spec: A§5 Cart and ordering, an item note cannot be saved empty.
  const valid = isItemNoteValid(draft);
  return (
    <div className={styles.editor}>
      <TextField
        label={t`Note for ${itemName}`}
        value={draft}
        onChange={setDraft}
        maxLength={200}
        autoComplete="off"
      />
      <div className={styles.actions}>
        <Button
          size="small"
          disabled={!valid}
          onClick={() => {
            if (setNote({ lineId, note: draft })) setDraft(null);
          }}
        >
          {t`Save note`}
        </Button>
        <Button
          tone="ghost"
          size="small"
          onClick={() => {
            setDraft(null);
          }}
        >
          {t`Cancel`}
        </Button>
        {note !== null && (
          <Button
            tone="ghost"
            size="small"
            onClick={() => {
              setNote({ lineId, note: null });
              setDraft(null);
            }}
          >
            {t`Remove note`}
          </Button>
        )}
      </div>
    </div>
  );
}
