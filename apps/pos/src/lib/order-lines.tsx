import { useLingui } from '@lingui/react/macro';
import type { PosOrder } from '@tabula/api-client';
import { muted } from './layout.css';
import * as styles from './order-lines.css';

/**
 * An order's lines as the kitchen reads them: count and name, every modifier with its group, and
 * the diner's note on the line. The orders list and the tables view both show them.
 */
// spec: A§3 Cart item (modifiers, itemNote).
export function OrderLines({ items }: { items: PosOrder['items'] }) {
  const { t } = useLingui();
  if (items.length === 0) return <p className={muted}>{t`(no items)`}</p>;
  return (
    <ul className={styles.lines} aria-label={t`Items`}>
      {items.map((line, index) => (
        <li key={index}>
          <strong>
            {line.count} × {line.name}
          </strong>
          <LineDetails line={line} />
        </li>
      ))}
    </ul>
  );
}

/** What the kitchen reads under a line's name: every modifier with its group, and the note. */
export function LineDetails({ line }: { line: PosOrder['items'][number] }) {
  const { t } = useLingui();
  const note = line.note;
  return (
    <>
      {line.modifiers.length > 0 && (
        <ul className={styles.modifiers}>
          {line.modifiers.map((modifier, at) => (
            <li key={at}>
              {modifier.count > 1 ? `${String(modifier.count)} × ` : ''}
              {modifier.name}
              <span className={muted}> ({modifier.group})</span>
            </li>
          ))}
        </ul>
      )}
      {note !== null && <p className={styles.kitchenNote}>{t`Note: ${note}`}</p>}
    </>
  );
}

/** The diner's note on the whole order. */
export function OrderNote({ note }: { note: string | null }) {
  const { t } = useLingui();
  if (note === null) return null;
  return <p className={styles.kitchenNote}>{t`Order note: ${note}`}</p>;
}
