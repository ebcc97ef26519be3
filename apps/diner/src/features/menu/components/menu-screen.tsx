import { useLingui } from '@lingui/react/macro';
import { SearchBox, visuallyHidden } from '@tabula/ui';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { useVenueText } from '@/lib/i18n/venue-text';
import { useHomePage } from '@/lib/venue/home-page';
import { sessionTypeOf } from '@/lib/venue/session-type';
import { useDietaryFilters } from '../hooks/use-dietary-filters';
import { useFoodLabelNames } from '../hooks/use-food-label-names';
import { useSearchFocus } from '../hooks/use-search-focus';
import { useStableCartActions } from '../hooks/use-stable-cart-actions';
import { useVisibleCategories } from '../hooks/use-visible-categories';
import { collectMenuLabels } from '../utils/collect-menu-labels';
import { countMenuItems } from '../utils/count-menu-items';
import { applyDietaryFilters, effectiveDietaryFilters } from '../utils/dietary-filters';
import type { MenuTarget } from '../utils/find-menu-target';
import { firstItemIds } from '../utils/first-item-ids';
import { isItemSoldOut } from '../utils/is-item-sold-out';
import { isSearchShown } from '../utils/is-search-shown';
import { scrollToElement } from '../utils/scroll-to-element';
import { categoryElementId, itemElementId } from '../utils/menu-element-ids';
import { asCategoryViews } from '../utils/menu-view';
import { searchMatches } from '../utils/search-matches';
import { searchMenu } from '../utils/search-menu';
import { BrandingFooter } from './branding-footer';
import { MenuAdvertisements } from './menu-advertisements';
import { MenuCardContext, type MenuCardSettings } from './menu-card-context';
import type { MenuCartBinding } from './menu-cart-binding';
import { MenuCategoryNav } from './menu-category-nav';
import { MenuCategorySection } from './menu-category-section';
import { MenuDietaryFilter } from './menu-dietary-filter';
import { MenuLabelLegend } from './menu-label-legend';
import { MenuSearchEmpty } from './menu-search-empty';
import { MenuUnavailable } from './menu-unavailable';
import * as styles from './menu-screen.css';

export type { MenuCartBinding } from './menu-cart-binding';

// our choice: four cards fill a phone's first screen under the banner; their pictures load at once.
const FIRST_SCREEN_CARDS = 4;
// The cards drawn before anything scrolls: the first screen and the next.
const FIRST_DRAWN_CARDS = 8;

/** Props of {@link MenuScreen}. */
export interface MenuScreenProps {
  /** The cart binding; absent when the cart feature is off (lite plan) or on the read-only /menu. */
  cart?: MenuCartBinding;
  /** Drawn fixed at the bottom (the floating cart bar, from the cart feature). */
  cartBar?: ReactNode;
  /** Focus the search box (side menu "Search" navigates with ?search=true); A§9 100 ms delay. */
  focusSearch?: boolean;
  /** Called once the search box took the focus, so the route can drop `?search=true`. */
  onSearchFocused?: () => void;
  /** The read-only /menu of scan-and-pay (A§2): its own search rule, no cart. */
  readOnly?: boolean;
}

/**
 * The menu (A§2 / and /menu): search, advertisement carousel, category bar, category sections
 * with their item cards, the food-label legend, the branding footer and room for the floating
 * cart bar; the 'menu unavailable' screen when nothing is on the menu now.
 */
export function MenuScreen({
  cart,
  cartBar,
  focusSearch = false,
  onSearchFocused,
  readOnly = false,
}: MenuScreenProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const page = useHomePage();
  const flags = page.feature_flags;
  const formatMoney = useFormatMoney();
  const labelNames = useFoodLabelNames();
  const actions = useStableCartActions(readOnly ? undefined : cart);

  const menu = useMemo(() => asCategoryViews(page.menu.categories), [page.menu.categories]);
  const visible = useVisibleCategories(menu, page.outlet.time_zone);
  // spec: A§3, out_of_stock_items travels beside the menu (and may travel inside it).
  const outOfStock = useMemo(
    () => [...page.out_of_stock_items, ...(page.menu.out_of_stock_items ?? [])],
    [page.out_of_stock_items, page.menu.out_of_stock_items],
  );
  const showPicks = flags.grouped_items_lite.enabled;

  const [query, setQuery] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  const searchShown = isSearchShown(flags, sessionTypeOf(page.session), readOnly);
  useSearchFocus(searchInput, focusSearch && searchShown, onSearchFocused);
  // The dietary filters act on the items' own labels (a grouped item's picks are chosen later).
  const itemLabels = useMemo(() => collectMenuLabels(visible, false), [visible]);
  const dietary = useDietaryFilters();
  const dietaryOn = useMemo(
    () => effectiveDietaryFilters(itemLabels, dietary.active),
    [itemLabels, dietary.active],
  );
  const filtering = dietaryOn.size > 0;
  const filtered = useMemo(() => applyDietaryFilters(visible, dietaryOn), [visible, dietaryOn]);
  // Typing stays quick on a long menu: the list follows a moment later.
  const deferredQuery = useDeferredValue(searchShown ? query : '');
  const searching = deferredQuery.trim() !== '';
  const found = useMemo(
    () => searchMenu(filtered, deferredQuery, locale, page.company.locale_data.default),
    [filtered, deferredQuery, locale, page.company.locale_data.default],
  );
  // Searching and filtering hide what does not match rather than unmounting it, so clearing
  // them shows a long menu again at once.
  const matches = useMemo(
    () => (searching || filtering ? searchMatches(found) : null),
    [searching, filtering, found],
  );

  const labels = useMemo(() => collectMenuLabels(visible, showPicks), [visible, showPicks]);
  const priorityIds = useMemo(() => firstItemIds(visible, FIRST_SCREEN_CARDS), [visible]);
  // A banner's item is drawn at once, so the menu can scroll to it.
  const [revealed, setRevealed] = useState<{ id: string } | null>(null);
  const eagerIds = useMemo(() => {
    const ids = new Set(firstItemIds(visible, FIRST_DRAWN_CARDS));
    if (revealed !== null) ids.add(revealed.id);
    return ids;
  }, [visible, revealed]);
  useEffect(() => {
    const element = revealed === null ? null : document.getElementById(revealed.id);
    if (element !== null) scrollToElement(element, 'center');
  }, [revealed]);
  const venue = useVenueText();
  const settings = useMemo<MenuCardSettings>(
    () => ({
      venue,
      precision: page.company.decimal_precision,
      formatMoney,
      labelNames,
      outOfStock,
      actions,
      showPicks,
    }),
    [
      venue,
      page.company.decimal_precision,
      formatMoney,
      labelNames,
      outOfStock,
      actions,
      showPicks,
    ],
  );

  const goTo = useCallback(
    (target: MenuTarget) => {
      if (target.kind === 'category') {
        const section = document.getElementById(categoryElementId(target.categoryId));
        if (section !== null) scrollToElement(section, 'start');
        return;
      }
      // Drawn, then scrolled to once on screen (the effect above); a new object each time, so
      // the same banner scrolls there again.
      setRevealed({ id: itemElementId(target.categoryId, target.item.id) });
      // our choice: a banner for a sold-out item only shows it; there is nothing to add.
      if (actions !== null && !isItemSoldOut(outOfStock, target.item, target.categoryId)) {
        actions.add(target.item, target.categoryId);
      }
    },
    [actions, outOfStock],
  );

  if (countMenuItems(visible) === 0) return <MenuUnavailable />;

  return (
    <MenuCardContext value={settings}>
      <div className={cartBar === undefined ? styles.screen : styles.screenWithCartBar}>
        <h1 className={visuallyHidden}>{t`Menu`}</h1>
        {searchShown && (
          <div className={styles.search} role="search">
            <SearchBox
              ref={searchInput}
              label={t`Search the menu`}
              placeholder={t`Search`}
              clearLabel={t`Clear search`}
              value={query}
              onChange={setQuery}
            />
          </div>
        )}
        <MenuDietaryFilter
          labels={itemLabels}
          filters={dietary}
          shown={filtering ? countMenuItems(found) : 0}
        />
        {/* our choice: while searching or filtering, the results come first and the banners
            step aside (a banner's dish may be one the filters hide). */}
        {!searching &&
          !filtering &&
          flags.advertisements.enabled &&
          page.advertisements.length > 0 && (
            <MenuAdvertisements
              advertisements={page.advertisements}
              categories={visible}
              onSelect={goTo}
            />
          )}
        {found.length === 0 ? (
          <MenuSearchEmpty
            query={deferredQuery}
            onClearFilters={filtering ? dietary.clear : undefined}
          />
        ) : (
          <MenuCategoryNav categories={found} />
        )}
        <div className={styles.sections}>
          {visible.map((category) => (
            <MenuCategorySection
              key={category.id}
              category={category}
              priorityIds={priorityIds}
              eagerIds={eagerIds}
              matches={matches}
            />
          ))}
        </div>
        <MenuLabelLegend tags={labels} />
        {flags.show_branding.enabled && <BrandingFooter />}
        {cartBar}
      </div>
    </MenuCardContext>
  );
}
