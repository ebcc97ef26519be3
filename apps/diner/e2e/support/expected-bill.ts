import type { Page } from '@playwright/test';
import { endpoints, type Discount } from '@tabula/api-client';
import {
  addItem,
  createCart,
  formatMoney,
  freeItemGrants,
  getDefaultSelection,
  pointsToMoney,
  priceOrder,
  resolveGroupedItem,
  toPricingLines,
  type Amount,
  type Bill,
  type Menu,
  type MenuCategory,
  type MenuItem,
  type ModifierChoice,
  type PricingLine,
  type TipInput,
} from '@tabula/engine';
import type { z } from 'zod';

/** The `/pages/home` configuration: session, company, menu, promotions, … */
export type HomePage = z.infer<typeof endpoints.pages.home.response>;

/**
 * Reads `/pages/home` with the page's session (page.request shares the browser context's
 * cookies), checked against the contract.
 */
export async function fetchHomePage(page: Page): Promise<HomePage> {
  const answer = await page.request.get(endpoints.pages.home.path);
  if (!answer.ok()) throw new Error(`GET /pages/home answered ${String(answer.status())}`);
  return endpoints.pages.home.response.parse(await answer.json());
}

/** Looks a coupon up as the app does before applying it (`GET /discounts/{code}`). */
export async function fetchCoupon(page: Page, code: string): Promise<Discount> {
  const answer = await page.request.get(`/discounts/${encodeURIComponent(code)}`);
  if (!answer.ok()) throw new Error(`GET /discounts/${code} answered ${String(answer.status())}`);
  return endpoints.discounts.lookup.response.parse(await answer.json());
}

/** One line the diner adds, named as the menu names things in English. */
export interface CartPick {
  /** The item's name as listed, e.g. "Flat White" or a grouped item "Lunch Set". */
  item: string;
  /** The category's name, when the item is listed in several. */
  category?: string;
  /** For a grouped item: the name of the item picked inside it. */
  pick?: string;
  /**
   * Options chosen, by group and option name. A group named here replaces its defaults; the other
   * groups keep the defaults the modifier sheet opens with.
   */
  options?: { group: string; option: string; count?: number }[];
  /** Units; 1 by default. */
  count?: number;
}

/** What else prices the order besides its lines. */
export interface BillOptions {
  /** Coupons applied (see {@link fetchCoupon}). */
  coupons?: Discount[];
  /** Promo codes accepted: their promotions join the automatic ones. */
  promoCodes?: string[];
  tip?: TipInput | null;
  /**
   * Loyalty points redeemed on the order (a member's session): worth the programme's point_value
   * each, counted as a discount or paid like a tender as the company says
   * (loyalty_details.is_discount), as the server prices the redemption.
   */
  loyaltyPoints?: string;
  /** The payment type chosen on the checkout (`paytabs`, …): a card service charge may apply. */
  paymentProvider?: string;
}

/** The redemption as the engine takes it: money at the programme's point_value. */
function loyaltyInput(home: HomePage, points: string | undefined, precision: number) {
  if (points === undefined) return null;
  if (home.loyalty === null) {
    throw new Error('loyalty points are redeemed, but /pages/home has no loyalty: not a member?');
  }
  return {
    amount: pointsToMoney(points, home.loyalty.point_value, precision),
    as_discount: home.company.loyalty_details.is_discount,
  };
}

/** The contract's menu as the engine reads it (the same JSON, and now the same type). */
function engineMenu(home: HomePage): Menu {
  return home.menu;
}

/** Every category of the tree, depth first in menu order. */
function allCategories(categories: readonly MenuCategory[]): MenuCategory[] {
  return categories.flatMap((category) => [category, ...allCategories(category.categories ?? [])]);
}

function findListed(menu: Menu, match: (item: MenuItem) => boolean, categoryName?: string) {
  for (const category of allCategories(menu.categories)) {
    if (categoryName !== undefined && category.name !== categoryName) continue;
    const item = category.items.find(match);
    if (item) return { category, item };
  }
  return undefined;
}

/** The selection the sheet would add: the defaults, with the groups the pick names replaced. */
function selectionOf(item: MenuItem, options: CartPick['options'] = []): ModifierChoice[] {
  const groups = item.groups ?? [];
  const named = new Set(options.map((option) => option.group));
  const choices = getDefaultSelection(groups).filter((choice) => {
    const group = groups.find((candidate) => candidate.id === choice.group_id);
    return !named.has(group?.name ?? '');
  });
  for (const { group: groupName, option: optionName, count = 1 } of options) {
    const group = groups.find((candidate) => candidate.name === groupName);
    const option = group?.items.find((candidate) => candidate.name === optionName);
    if (!group || !option)
      throw new Error(`${item.name} has no option ${groupName} / ${optionName}`);
    choices.push({ group_id: group.id, id: option.id, count });
  }
  return choices;
}

/** An item without its own tax list takes the menu's taxes, as the server prices it. */
function withMenuTaxes(line: PricingLine, item: MenuItem, menu: Menu): PricingLine {
  return item.taxes === undefined ? { ...line, taxes: [...(menu.taxes ?? [])] } : line;
}

/**
 * The bill the engine makes of a cart, priced as the server prices an order of this session:
 * the menu's prices, taxes and surcharges for the session's mode (a table is dine-in, else
 * walk-in), the automatic promotions plus those of the accepted promo codes, the free items they
 * grant (added with their default options), the coupons, the loyalty redeemed, the tip and the
 * payment provider. A journey compares the breakdown the app shows with it.
 *
 * @param home - the session's `/pages/home` (see {@link fetchHomePage})
 * @param picks - the cart, in the order the diner added it
 * @param options - coupons, promo codes, tip, loyalty points, payment provider
 * @returns the engine's bill; format its amounts with {@link formatAmount}
 */
export function expectedBill(
  home: HomePage,
  picks: readonly CartPick[],
  options: BillOptions = {},
): Bill {
  const menu = engineMenu(home);
  const precision = home.company.decimal_precision;
  const now = Date.now();
  let cart = createCart(now);
  const items = new Map<string, MenuItem>();
  picks.forEach((pick, index) => {
    const found = findListed(menu, (item) => item.name === pick.item, pick.category);
    if (!found) throw new Error(`the menu lists no item "${pick.item}"`);
    const child = pick.pick
      ? found.item.items?.find((candidate) => candidate.name === pick.pick)
      : undefined;
    if (pick.pick && !child) throw new Error(`${pick.item} has no pick "${pick.pick}"`);
    const ordered = child ? resolveGroupedItem(found.item, child.id) : found.item;
    const id = `line-${String(index + 1)}`;
    cart = addItem(
      cart,
      {
        line_id: id,
        item: found.item,
        category_id: found.category.id,
        child_item_id: child?.id ?? null,
        modifiers: selectionOf(ordered, pick.options),
        count: pick.count ?? 1,
      },
      { now, precision },
    );
    items.set(id, ordered);
  });
  const lines = toPricingLines(cart).map((line) => {
    const item = items.get(line.id);
    return item ? withMenuTaxes(line, item, menu) : line;
  });

  const codes = new Set(options.promoCodes ?? []);
  const promotions = home.promotions.filter(
    (promotion) =>
      promotion.coupon_codes.length === 0 ||
      promotion.coupon_codes.some((coupon) => codes.has(coupon.code)),
  );
  freeItemGrants(lines, promotions, precision).forEach((grant, index) => {
    const found = findListed(menu, (item) => item.id === grant.item_id);
    if (!found)
      throw new Error(`a promotion grants item ${String(grant.item_id)}, not on the menu`);
    const id = `free-${String(index + 1)}`;
    const free = addItem(
      createCart(now),
      {
        line_id: id,
        item: found.item,
        category_id: found.category.id,
        modifiers: getDefaultSelection(found.item.groups ?? []),
        count: grant.count,
      },
      { now, precision },
    );
    for (const line of toPricingLines(free)) {
      lines.push({
        ...withMenuTaxes(line, found.item, menu),
        is_free_item: true,
        promotion_id: grant.promotion_id,
      });
    }
  });

  return priceOrder({
    currency: home.company.currency,
    precision,
    is_tax_inclusive: home.menu.is_tax_inclusive,
    mode: home.session.table_id === null ? 'walk_in' : 'dine_in',
    dine_mode: home.session.dine_mode,
    lines,
    surcharges: home.menu.surcharges,
    promotions,
    discounts: options.coupons ?? [],
    loyalty: loyaltyInput(home, options.loyaltyPoints, precision),
    tip: options.tip ?? null,
    payment_provider: options.paymentProvider ?? null,
  });
}

/** An amount as the app shows it: the engine's formatMoney in the company currency and precision. */
export function formatAmount(home: HomePage, amount: Amount, locale = 'en'): string {
  return formatMoney(amount, {
    currency: home.company.currency,
    precision: home.company.decimal_precision,
    locale,
  });
}
