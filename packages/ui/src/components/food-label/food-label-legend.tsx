import { useId } from 'react';
import { FoodLabel, type FoodLabelEntry } from './food-label';
import * as styles from './food-label-legend.css';

/** Props of {@link FoodLabelLegend}. */
export interface FoodLabelLegendProps {
  /** The legend's heading, e.g. "Food labels". */
  title: string;
  /** The labels to explain, in order: usually those the menu's items carry. None: no legend. */
  labels: readonly FoodLabelEntry[];
  /** The heading level, so the legend fits the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The legend of the item labels under the menu (A§2): each label's icon with its name, so a
 * diner can read the icons on the item cards.
 */
export function FoodLabelLegend({ title, labels, headingLevel = 2 }: FoodLabelLegendProps) {
  const headingId = useId();
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';
  if (labels.length === 0) return null;
  return (
    <div className={styles.legend}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      <ul className={styles.list} aria-labelledby={headingId}>
        {labels.map(({ tag, name }) => (
          <li key={tag} className={styles.item}>
            <FoodLabel tag={tag} name={name} size="standard" />
          </li>
        ))}
      </ul>
    </div>
  );
}
