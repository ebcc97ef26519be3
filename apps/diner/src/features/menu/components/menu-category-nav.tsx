import { useLingui } from '@lingui/react/macro';
import { CategoryNav, useActiveSection } from '@tabula/ui';
import { useMemo } from 'react';
import { useVenueText } from '@/lib/i18n/venue-text';
import { categoryElementId } from '../utils/menu-element-ids';
import { scrollToElement } from '../utils/scroll-to-element';
import type { MenuCategoryView } from '../utils/menu-view';

// The band under the sticky bar itself: a section is current once it reaches the bar.
const ACTIVE_BAND = '-64px 0px -70% 0px';

/** Props of {@link MenuCategoryNav}. */
export interface MenuCategoryNavProps {
  categories: readonly MenuCategoryView[];
}

/**
 * The horizontal category bar (A§2): a link per category on screen, the one being read
 * highlighted as the menu scrolls.
 */
export function MenuCategoryNav({ categories }: MenuCategoryNavProps) {
  const { t } = useLingui();
  const venue = useVenueText();
  const links = useMemo(
    () =>
      categories.map((category) => ({
        id: categoryElementId(category.id),
        name: venue.name(category),
      })),
    [categories, venue],
  );
  const activeId = useActiveSection(
    links.map((link) => link.id),
    { rootMargin: ACTIVE_BAND },
  );
  if (links.length < 2) return null;
  return (
    <CategoryNav
      label={t`Menu categories`}
      categories={links}
      activeId={activeId}
      onSelect={(id) => {
        // The bar has started a glide; this lands it exactly (see scrollToElement).
        const section = document.getElementById(id);
        if (section !== null) scrollToElement(section, 'start');
      }}
    />
  );
}
