import { useId } from 'react';
import { Icon } from '../../icons/icon';
import { Spinner } from '../spinner/spinner';
import * as styles from './saved-card-row.css';

/** Props of {@link SavedCardRow}. */
export interface SavedCardRowProps {
  /** The card brand as the diner reads it, e.g. "Visa". */
  brand: string;
  /** The card's last four digits. */
  last4: string;
  /** The expiry, already worded and formatted, e.g. "Expires 04/27". */
  expiry: string;
  /** Marks the expiry in the danger colour (the app decides the card has expired). */
  expired?: boolean;
  /** The delete button's name, e.g. "Delete card"; it shows only a bin icon. */
  deleteLabel: string;
  /** Deletes the card; without it the row has no delete button. */
  onDelete?: () => void;
  /** Shows the delete button busy while the card is being deleted. */
  deleting?: boolean;
  /**
   * Chooses this card at payment: the row becomes a radio of the saved-card list. Wrap the rows
   * in an element with `role="radiogroup"` and a name.
   */
  onSelect?: () => void;
  /** Whether this card is the chosen one (selectable variant). */
  selected?: boolean;
  /** The radio group's name, shared by every row of the list (selectable variant). */
  name?: string;
}

/**
 * A saved card: brand, last four digits and expiry, with a delete action (profile, A§2), or a
 * radio to choose it for a card payment (B§2).
 */
export function SavedCardRow({
  brand,
  last4,
  expiry,
  expired = false,
  deleteLabel,
  onDelete,
  deleting = false,
  onSelect,
  selected = false,
  name,
}: SavedCardRowProps) {
  const id = useId();
  const textId = `${id}-text`;
  const details = (
    <>
      <span className={styles.cardIcon}>
        <Icon name="card" />
      </span>
      <span id={textId} className={styles.text}>
        <span className={styles.number}>
          {brand}{' '}
          {/* The dots only show that the number is masked; screen readers read the digits. */}
          <span className={styles.dots} aria-hidden="true">
            ••••
          </span>{' '}
          {last4}
        </span>
        <span className={expired ? `${styles.expiry} ${styles.expired}` : styles.expiry}>
          {expiry}
        </span>
      </span>
    </>
  );
  return (
    <div className={styles.row}>
      {onSelect ? (
        <label className={`${styles.main} ${styles.selectable}`}>
          <input
            type="radio"
            className={styles.radio}
            name={name}
            checked={selected}
            onChange={onSelect}
          />
          {details}
        </label>
      ) : (
        <div className={styles.main}>{details}</div>
      )}
      {onDelete && (
        <button
          type="button"
          className={styles.deleteButton}
          aria-label={deleteLabel}
          aria-describedby={textId}
          aria-busy={deleting || undefined}
          disabled={deleting}
          onClick={onDelete}
        >
          {deleting ? <Spinner size="small" /> : <Icon name="trash" />}
        </button>
      )}
    </div>
  );
}
