export type {
  CategorySchedule,
  ItemTranslation,
  LocalizedText,
  Menu,
  MenuCategory,
  MenuItem,
  ModifierGroup,
  ModifierGroupItem,
  OutletTime,
  OutOfStockItem,
  Tax,
  TimeSlot,
} from './types';
export { assertOutletTime } from './assert-outlet-time';
export { filterVisibleCategories } from './filter-visible-categories';
export { findCategory } from './find-category';
export { findMenuItem } from './find-menu-item';
export { getItemPrice } from './get-item-price';
export { getModifierPrice } from './get-modifier-price';
export { isCategoryVisible } from './is-category-visible';
export { isOutOfStock } from './is-out-of-stock';
export { isScheduleActive } from './is-schedule-active';
export { localizeItem, type Translatable } from './localize-item';
export { MINUTES_PER_DAY, toMinuteOfDay } from './to-minute-of-day';
