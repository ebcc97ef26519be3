import { Icon } from '../../icons/icon';
import type { IconName } from '../../icons/icon-paths';
import * as styles from './food-label.css';

// spec: A§3 item label tags.
/** The item label tags of the menu, in the order the legend shows them. */
export const FOOD_LABEL_TAGS = [
  'veg',
  'non-veg',
  'spicy',
  'very-spicy',
  'nuts',
  'milk',
  'gluten-free',
  'fish',
  'egg',
] as const;

/** An item label tag (A§3), as the menu sends it in an item's `tags`. */
export type FoodLabelTag = (typeof FOOD_LABEL_TAGS)[number];

/** The icon of each item label tag. */
export const FOOD_LABEL_ICONS: Readonly<Record<FoodLabelTag, IconName>> = {
  veg: 'veg',
  'non-veg': 'nonVeg',
  spicy: 'spicy',
  'very-spicy': 'verySpicy',
  nuts: 'nuts',
  milk: 'milk',
  'gluten-free': 'glutenFree',
  fish: 'fish',
  egg: 'egg',
};

/** One label to show: its tag and its name in the diner's language (e.g. `milk`, "Dairy"). */
export interface FoodLabelEntry {
  tag: FoodLabelTag;
  /** The translated name: Veg, Non-Veg, Spicy, Very Spicy, Nuts, Dairy, Gluten Free, Seafood, Egg. */
  name: string;
}

/** Props of {@link FoodLabel}. */
export interface FoodLabelProps extends FoodLabelEntry {
  /**
   * `iconAndName` shows the name beside the icon; `icon` shows the icon alone and gives it the
   * name as its accessible label (tight rows).
   */
  display?: 'iconAndName' | 'icon';
  size?: 'small' | 'standard';
}

/** An item label (veg, spicy, nuts...): its icon in the label's colour and its name. */
export function FoodLabel({ tag, name, display = 'iconAndName', size = 'small' }: FoodLabelProps) {
  const icon = FOOD_LABEL_ICONS[tag];
  return (
    <span className={styles.label({ tone: styles.FOOD_LABEL_TONES[tag], size })} data-tag={tag}>
      {display === 'icon' ? (
        <Icon name={icon} size={size} label={name} />
      ) : (
        <>
          <Icon name={icon} size={size} />
          <span className={styles.name}>{name}</span>
        </>
      )}
    </span>
  );
}
