import { useId } from 'react';
import { Icon } from '../../icons/icon';
import type { IconName } from '../../icons/icon-paths';
import { Button } from '../button/button';
import * as styles from './dine-mode-chooser.css';

/** The dine modes a diner chooses between (A§1), as the outlet's service types name them. */
export const DINE_MODES = ['eat_in', 'take_away'] as const;

/** A dine mode: eating in, or taking out. */
export type DineMode = (typeof DINE_MODES)[number];

/** The picture of each mode: cutlery to eat in, a bag to take out. */
const MODE_ICONS = { eat_in: 'cutlery', take_away: 'bag' } as const satisfies Record<
  DineMode,
  IconName
>;

/** Props of {@link DineModeChooser}. */
export interface DineModeChooserProps {
  /** The question above the choice (e.g. "How would you like your order?"). */
  title: string;
  /** The chosen mode, or null before the diner has chosen. */
  value: DineMode | null;
  onChange: (mode: DineMode) => void;
  /** The label of each mode: "Eat In", "Take Out". */
  labels: Readonly<Record<DineMode, string>>;
  /** The label of the Back action (e.g. "Back"). */
  backLabel?: string;
  /** Leaves the chooser without changing the mode; offered only once a mode is set (A§2). */
  onBack?: () => void;
}

/**
 * The Eat In / Take Out choice (A§2) as two radio cards, with a Back action when a mode is
 * already set. The app shows it only when the outlet offers both modes.
 */
export function DineModeChooser({
  title,
  value,
  onChange,
  labels,
  backLabel,
  onBack,
}: DineModeChooserProps) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.options}>
        {DINE_MODES.map((mode) => (
          <label key={mode} className={styles.option}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={mode}
              checked={value === mode}
              onChange={() => {
                onChange(mode);
              }}
            />
            <span className={styles.card}>
              <Icon name={MODE_ICONS[mode]} size="large" />
              {labels[mode]}
              {value === mode && (
                <span className={styles.tick}>
                  <Icon name="tickCircle" size="small" />
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      {/* spec: A§2 the dine mode selector has Back if a mode is already set */}
      {value !== null && onBack !== undefined && backLabel !== undefined && (
        <span className={styles.back}>
          <Button tone="ghost" iconStart="arrowBack" onClick={onBack}>
            {backLabel}
          </Button>
        </span>
      )}
    </fieldset>
  );
}
