import type { Amount, RateInput } from '../money/types';

/** A tax on an item or surcharge (spec: ordering-menu-account §3, Tax). */
export interface Tax {
  id: number;
  name?: string;
  /** Only PERCENTAGE exists; anything else is refused with UNKNOWN_TAX_TYPE. */
  type: 'PERCENTAGE';
  /** The rate in percent, e.g. `"5"`. */
  value: RateInput;
}

/**
 * A time slot of a category schedule, `HH:MM` or `HH:MM:SS` local time of the outlet. Both ends
 * are inclusive at minute resolution; `end_time` may be `24:00`; a slot whose end is before its
 * start crosses midnight (see docs/engine.md).
 */
export interface TimeSlot {
  start_time: string;
  end_time: string;
}

/** When a category is on the menu: the days (1 to 7, Sunday is 1) and the time slots. */
export interface CategorySchedule {
  days: number[];
  time_slots: TimeSlot[];
}

/** A translation of an item's texts for one locale. */
export interface ItemTranslation {
  name?: string | null;
  description?: string | null;
}

/** An option inside a modifier group (spec: ordering-menu-account §3, Modifier group item). */
export interface ModifierGroupItem {
  id: number;
  name: string;
  unit_price: Amount;
  final_price?: Amount | null;
  is_default?: boolean;
  translations?: Record<string, ItemTranslation>;
}

/** A modifier group (spec: ordering-menu-account §3, Modifier group). */
export interface ModifierGroup {
  id: number;
  name?: string;
  items: ModifierGroupItem[];
  minimum: number;
  maximum: number;
  has_quantity_selector?: boolean;
  type?: 'single_item' | 'multiple_item' | 'quantity_selector';
}

/** A menu item (spec: ordering-menu-account §3, Menu item). */
export interface MenuItem {
  id: number;
  type?: string;
  name: string;
  description?: string | null;
  short_description?: string | null;
  image_url?: string | null;
  unit_price: Amount;
  final_price?: Amount | null;
  tags?: string[];
  sequence_no?: number;
  is_popular?: boolean;
  translations?: Record<string, ItemTranslation>;
  /** The items of a grouped item. */
  items?: MenuItem[];
  /** Modifier groups. */
  groups?: ModifierGroup[];
  /** Taxes on this item. */
  taxes?: Tax[];
}

/** A menu category (spec: ordering-menu-account §3, Menu). */
export interface MenuCategory {
  id: number;
  name?: string;
  items: MenuItem[];
  has_subcategory?: boolean;
  /** Sub-categories, when has_subcategory. */
  categories?: MenuCategory[];
  schedules?: CategorySchedule[] | null;
}

/** An out-of-stock entry of the menu: an item id, optionally limited to a category. */
export interface OutOfStockItem {
  item_id: number;
  category_id?: number | null;
}

/** The menu as the configuration answers carry it (spec: ordering-menu-account §3, Menu). */
export interface Menu {
  categories: MenuCategory[];
  taxes?: Tax[];
  is_tax_inclusive?: boolean;
  out_of_stock_items?: OutOfStockItem[] | null;
}

/**
 * "Now" at the outlet, passed by the caller (the engine reads no clock): the day of the week
 * (1 to 7, Sunday is 1, spec: ordering-menu-account §9) and the local time `HH:MM` (or
 * `HH:MM:SS`; seconds are validated and then ignored, schedules work to the minute).
 */
export interface OutletTime {
  day: number;
  time: string;
}

/** An item's texts in the diner's locale, with the base text where no translation exists. */
export interface LocalizedText {
  name: string;
  description: string | null;
}
