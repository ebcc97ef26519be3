import { memo, useMemo } from 'react';
import { useVenueText } from '@/lib/i18n/venue-text';
import { categoryElementId, itemElementId } from '../utils/menu-element-ids';
import { CHUNK_SIZE } from '../utils/menu-chunks';
import type { MenuCategoryView, MenuItemView } from '../utils/menu-view';
import type { SearchMatches } from '../utils/search-matches';
import { MenuItemChunk } from './menu-item-chunk';
import * as styles from './menu-category-section.css';

/** Props of {@link MenuCategorySection}. */
export interface MenuCategorySectionProps {
  category: MenuCategoryView;
  /** The element ids of the cards whose pictures load first. */
  priorityIds: ReadonlySet<string>;
  /** The element ids of the cards drawn at once: the first screen, and a banner's target. */
  eagerIds: ReadonlySet<string>;
  /** The search's result, or null when the diner is not searching. */
  matches: SearchMatches | null;
  /** 2 for a category, 3 for a sub-category. */
  headingLevel?: 2 | 3;
}

function chunksOf(items: readonly MenuItemView[]): MenuItemView[][] {
  const chunks: MenuItemView[][] = [];
  for (let start = 0; start < items.length; start += CHUNK_SIZE) {
    chunks.push(items.slice(start, start + CHUNK_SIZE));
  }
  return chunks;
}

/**
 * A category of the menu: its heading, its item cards, then its sub-categories, each a section
 * of its own. While the diner searches, the cards and sections without a match are hidden.
 */
export const MenuCategorySection = memo(function MenuCategorySection({
  category,
  priorityIds,
  eagerIds,
  matches,
  headingLevel = 2,
}: MenuCategorySectionProps) {
  const venue = useVenueText();
  const id = categoryElementId(category.id);
  const chunks = useMemo(() => chunksOf(category.items), [category.items]);
  const topLevel = headingLevel === 2;
  const Heading = topLevel ? 'h2' : 'h3';
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={styles.section}
      hidden={matches !== null && !matches.categories.has(category.id)}
    >
      <Heading
        id={`${id}-title`}
        className={topLevel ? styles.categoryTitle : styles.subcategoryTitle}
      >
        <bdi>{venue.name(category)}</bdi>
      </Heading>
      {chunks.length > 0 && (
        <ul className={styles.items}>
          {chunks.map((chunk, index) => (
            <MenuItemChunk
              // The position is the chunk's identity: its items are the category's, in order.
              key={index}
              items={chunk}
              categoryId={category.id}
              priorityIds={priorityIds}
              eager={chunk.some((item) => eagerIds.has(itemElementId(category.id, item.id)))}
              matches={matches}
              headingLevel={topLevel ? 3 : 4}
            />
          ))}
        </ul>
      )}
      {(category.categories ?? []).map((child) => (
        <MenuCategorySection
          key={child.id}
          category={child}
          priorityIds={priorityIds}
          eagerIds={eagerIds}
          matches={matches}
          headingLevel={3}
        />
      ))}
    </section>
  );
});
