import { useLingui } from '@lingui/react/macro';
import type { Advertisement } from '@tabula/api-client';
import { AdvertisementCarousel, type AdvertisementSlide } from '@tabula/ui';
import { useMemo } from 'react';
import { useVenueText, type VenueTextFunctions } from '@/lib/i18n/venue-text';
import { parseAdvertisementAction } from '../utils/advertisement-action';
import { findMenuTarget, type MenuTarget } from '../utils/find-menu-target';
import type { MenuCategoryView } from '../utils/menu-view';

// our choice: banners are drawn 800 × 300 (the demo's format); the carousel keeps that shape
// while a picture loads, so nothing under it moves.
const BANNER_WIDTH = 800;
const BANNER_HEIGHT = 300;

/** Props of {@link MenuAdvertisements}. */
export interface MenuAdvertisementsProps {
  advertisements: readonly Advertisement[];
  /** The categories on screen: a banner leads only to what the diner can see. */
  categories: readonly MenuCategoryView[];
  /** Called with the item or category a banner leads to. */
  onSelect: (target: MenuTarget) => void;
}

function categoryName(
  categories: readonly MenuCategoryView[],
  id: number,
  venue: VenueTextFunctions,
): string | null {
  for (const category of categories) {
    if (category.id === id) return venue.name(category);
    const inner = categoryName(category.categories ?? [], id, venue);
    if (inner !== null) return inner;
  }
  return null;
}

/**
 * The advertisement carousel of the home menu (A§2, A§3): a banner whose action is `item-{id}`
 * or `category-{id}` leads there; a banner whose target is unknown, or not on the menu now, is a
 * picture only.
 */
export function MenuAdvertisements({
  advertisements,
  categories,
  onSelect,
}: MenuAdvertisementsProps) {
  const { t } = useLingui();
  const venue = useVenueText();
  const banners = useMemo(
    () =>
      advertisements.map((advertisement, index) => ({
        key: `${String(index)}-${advertisement.image_url}`,
        advertisement,
        target: findMenuTarget(categories, parseAdvertisementAction(advertisement.action)),
      })),
    [advertisements, categories],
  );

  const slides: AdvertisementSlide[] = banners.map(({ key, advertisement, target }) => {
    let name: string | null = venue.text(advertisement, 'title');
    if (name === null && target?.kind === 'item') name = venue.name(target.item);
    if (name === null && target?.kind === 'category') {
      name = categoryName(categories, target.categoryId, venue);
    }
    return {
      id: key,
      // The banner's picture carries its own words: the diner's language's picture, if drawn.
      imageUrl: venue.text(advertisement, 'image_url') ?? advertisement.image_url,
      // our choice: a banner without a title is named after what it leads to.
      alt: name ?? t`Special offer`,
      action: target === null ? null : advertisement.action,
    };
  });

  return (
    <AdvertisementCarousel
      slides={slides}
      label={t`Offers`}
      previousLabel={t`Previous offer`}
      nextLabel={t`Next offer`}
      pauseLabel={t`Pause offers`}
      playLabel={t`Play offers`}
      slideLabel={(position, total) => t`Offer ${position} of ${total}`}
      onSelect={(action) => {
        const target = findMenuTarget(categories, parseAdvertisementAction(action));
        if (target !== null) onSelect(target);
      }}
      imageWidth={BANNER_WIDTH}
      imageHeight={BANNER_HEIGHT}
    />
  );
}
