import { memo, useState } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport';
import { itemElementId } from '../utils/menu-element-ids';
import type { MenuItemView } from '../utils/menu-view';
import type { SearchMatches } from '../utils/search-matches';
import { MenuItemEntry } from './menu-item-entry';
import * as styles from './menu-item-chunk.css';

/** Props of {@link MenuItemChunk}. */
export interface MenuItemChunkProps {
  items: readonly MenuItemView[];
  categoryId: number;
  priorityIds: ReadonlySet<string>;
  /** Draw at once: the chunk is on the first screen, or a banner leads into it. */
  eager: boolean;
  /** The search's result, or null when the diner is not searching. */
  matches: SearchMatches | null;
  headingLevel: 3 | 4;
}

/**
 * A run of a category's item cards, as list items. Until it comes within a screen of the
 * viewport it is one empty list item of about the cards' height, so a menu of a thousand items
 * builds only the cards a diner scrolls towards; once drawn it stays drawn, and its cards skip
 * rendering while off screen (content-visibility).
 */
export const MenuItemChunk = memo(function MenuItemChunk({
  items,
  categoryId,
  priorityIds,
  eager,
  matches,
  headingLevel,
}: MenuItemChunkProps) {
  const [placeholder, setPlaceholder] = useState<HTMLLIElement | null>(null);
  const near = useNearViewport(placeholder, eager);
  // The first of the first screen's cards (the set keeps the menu's order).
  const leadId = priorityIds.values().next().value;
  const isShown = (item: MenuItemView) =>
    matches === null || matches.items.has(itemElementId(categoryId, item.id));

  if (!near) {
    const count = items.filter(isShown).length;
    if (count === 0) return null;
    return (
      <li
        ref={setPlaceholder}
        aria-hidden="true"
        // A class per count, not a style attribute: a page's HTML may carry no inline style
        // under the app's content security policy.
        className={styles.placeholder[count]}
      />
    );
  }
  return items.map((item) => (
    <li key={item.id} className={styles.item} hidden={!isShown(item)}>
      <MenuItemEntry
        item={item}
        categoryId={categoryId}
        priority={priorityIds.has(itemElementId(categoryId, item.id))}
        highPriority={itemElementId(categoryId, item.id) === leadId}
        headingLevel={headingLevel}
      />
    </li>
  ));
});
