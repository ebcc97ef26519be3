// Components of the menu group; each line re-exports one component folder.
export { FoodLabel, FOOD_LABEL_ICONS, FOOD_LABEL_TAGS } from './food-label/food-label';
export type { FoodLabelEntry, FoodLabelProps, FoodLabelTag } from './food-label/food-label';
export { FoodLabelLegend } from './food-label/food-label-legend';
export type { FoodLabelLegendProps } from './food-label/food-label-legend';
export { MenuItemCard, DESCRIPTION_COLLAPSE_HEIGHT } from './menu-item-card/menu-item-card';
export type {
  MenuItemCardProps,
  MenuItemCart,
  MenuItemImage,
  MenuItemZoom,
} from './menu-item-card/menu-item-card';
export { CategoryNav } from './category-nav/category-nav';
export type { CategoryNavItem, CategoryNavProps } from './category-nav/category-nav';
export { useActiveSection } from './category-nav/use-active-section';
export type { UseActiveSectionOptions } from './category-nav/use-active-section';
export {
  AdvertisementCarousel,
  ADVERTISEMENT_INTERVAL,
  SWIPE_THRESHOLD,
} from './advertisement-carousel/advertisement-carousel';
export type {
  AdvertisementCarouselProps,
  AdvertisementSlide,
} from './advertisement-carousel/advertisement-carousel';
export { FloatingCartBar } from './floating-cart-bar/floating-cart-bar';
export type { FloatingCartBarProps } from './floating-cart-bar/floating-cart-bar';
export { ModifierGroup, MODIFIER_GROUP_KINDS } from './modifier-group/modifier-group';
export type {
  ModifierGroupKind,
  ModifierGroupProps,
  ModifierOption,
} from './modifier-group/modifier-group';
export { ChargesBreakdown, CHARGE_TONES } from './charges-breakdown/charges-breakdown';
export type { ChargeRow, ChargesBreakdownProps } from './charges-breakdown/charges-breakdown';
export { FilterChips } from './filter-chips/filter-chips';
export type { FilterChip, FilterChipsProps } from './filter-chips/filter-chips';
