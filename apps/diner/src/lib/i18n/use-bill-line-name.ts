import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { homePageQuery } from '../venue/home-page';
import { billLineName, menuItemsById } from '@tabula/api-client';
import { useVenueText, type Named } from './venue-text';

/** A bill line's name to show, from its menu item id and the name it was stored with. */
export type BillLineName = (itemId: number, stored: string) => string;

const NO_ITEMS: ReadonlyMap<number, Named> = new Map<number, Named>();

/**
 * Names a bill's lines in the diner's language (see billLineName) from the menu the app already
 * holds: the root route loads the home page, whose menu carries every item's translations. The
 * name follows a language switch at once, as every other venue text does; read from the cache,
 * never fetched here, so a screen without it shows the stored names.
 */
// our choice (issue 30): named on the phone rather than by the server, so every screen showing a
// bill's lines (the table bill, the split screens, the checkout, tracking) takes the same rule
// the menu does, and a cached bill needs no new fetch when the diner changes language.
export function useBillLineName(): BillLineName {
  const venue = useVenueText();
  const { data: menu } = useQuery({
    ...homePageQuery(),
    enabled: false,
    select: (page) => page.menu,
  });
  const items = useMemo(() => (menu === undefined ? NO_ITEMS : menuItemsById(menu)), [menu]);
  const { locales } = venue;
  return useCallback(
    (itemId: number, stored: string) => billLineName(items, itemId, stored, locales),
    [items, locales],
  );
}
