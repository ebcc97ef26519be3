import { Icon } from '../../icons/icon';
import type { IconName } from '../../icons/icon-paths';
import * as styles from './filter-chips.css';

/** One filter: its id, its name in the diner's language, an optional icon, and whether it is on. */
export interface FilterChip {
  id: string;
  /** What the chip says, e.g. "No nuts"; also its accessible name. */
  name: string;
  icon?: IconName;
  pressed: boolean;
}

/** Props of {@link FilterChips}. */
export interface FilterChipsProps {
  /** The group's name for screen readers, e.g. "Dietary filters" (the chips speak for themselves). */
  label: string;
  chips: readonly FilterChip[];
  /** Called with a chip's id when the diner turns it on or off. */
  onToggle: (id: string) => void;
  /** The clear button's text, e.g. "Clear filters"; it shows while any chip is on. */
  clearLabel?: string;
  /** Called when the diner clears every chip. */
  onClear?: () => void;
}

/**
 * A row of filters a diner turns on and off (toggle buttons, `aria-pressed`), scrolling sideways
 * on a narrow phone, with a clear button once any is on. Each chip is at least 44 × 44 px.
 */
export function FilterChips({ label, chips, onToggle, clearLabel, onClear }: FilterChipsProps) {
  if (chips.length === 0) return null;
  const anyPressed = chips.some((chip) => chip.pressed);
  return (
    <div role="group" aria-label={label}>
      <ul className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.id} className={styles.item}>
            <button
              type="button"
              className={styles.chip({ pressed: chip.pressed })}
              aria-pressed={chip.pressed}
              onClick={() => {
                onToggle(chip.id);
              }}
            >
              {chip.icon !== undefined && <Icon name={chip.icon} size="small" />}
              <span>{chip.name}</span>
              {chip.pressed && (
                <span className={styles.check}>
                  <Icon name="check" size="small" />
                </span>
              )}
            </button>
          </li>
        ))}
        {anyPressed && clearLabel !== undefined && onClear !== undefined && (
          <li className={styles.item}>
            <button type="button" className={styles.clear} onClick={onClear}>
              {clearLabel}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
