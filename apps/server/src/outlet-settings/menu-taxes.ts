import type { MenuCategory, MenuItem, Surcharge, Tax } from '@tabula/api-client';

/*
 * An outlet's taxes changed in the back office, pure. A menu lists its taxes once (menu.taxes)
 * and every dish and surcharge carries copies of the ones that apply to it (what the engine
 * prices with). A changed rate or name reaches every copy by the tax's id; a removed tax leaves
 * every dish and surcharge; a new tax applies to every dish (the back office has no per-dish tax
 * choice: a restaurant's GST or VAT applies to everything it sells), never to a surcharge unless
 * staff add it there. A surcharge's own rate (`tax_rate_id`, `tax_rate`) follows its tax too.
 */

/** A menu's taxes, surcharges and the dishes that carry them. */
export interface TaxedMenu {
  categories: MenuCategory[];
  taxes: Tax[];
  surcharges: Surcharge[];
}

/** A list of tax copies after the change: known ids renewed, removed ones gone. */
function renewed(copies: readonly Tax[] | undefined, byId: ReadonlyMap<number, Tax>): Tax[] {
  return (copies ?? []).flatMap((copy) => {
    const tax = byId.get(copy.id);
    return tax === undefined ? [] : [tax];
  });
}

/** A dish with its taxes renewed; a grouped item's pick without taxes keeps taking its parent's. */
function itemWith(
  item: MenuItem,
  byId: ReadonlyMap<number, Tax>,
  added: readonly Tax[],
  nested: boolean,
): MenuItem {
  const taxes =
    nested && item.taxes === undefined ? undefined : [...renewed(item.taxes, byId), ...added];
  return {
    ...item,
    ...(taxes === undefined ? {} : { taxes }),
    ...(item.items === undefined
      ? {}
      : { items: item.items.map((pick) => itemWith(pick, byId, added, true)) }),
  };
}

function categoryWith(
  category: MenuCategory,
  byId: ReadonlyMap<number, Tax>,
  added: readonly Tax[],
): MenuCategory {
  return {
    ...category,
    items: category.items.map((item) => itemWith(item, byId, added, false)),
    ...(category.categories === undefined
      ? {}
      : { categories: category.categories.map((each) => categoryWith(each, byId, added)) }),
  };
}

/** A surcharge's tax copies renewed, and its own rate (`tax_rate_id`) following its tax. */
function surchargeWith(surcharge: Surcharge, byId: ReadonlyMap<number, Tax>): Surcharge {
  const rated = surcharge.tax_rate_id === null ? undefined : byId.get(surcharge.tax_rate_id);
  return {
    ...surcharge,
    taxes: renewed(surcharge.taxes, byId),
    ...(surcharge.tax_rate_id === null
      ? {}
      : { tax_rate_id: rated?.id ?? null, tax_rate: rated?.value ?? null }),
  };
}

/**
 * The menu with `taxes` as its taxes, every dish's and surcharge's copies following them.
 *
 * @param menu - the menu before (its surcharges already as they will be)
 * @param taxes - the menu's taxes after the change
 */
export function withTaxes<M extends TaxedMenu>(menu: M, taxes: readonly Tax[]): M {
  const byId = new Map(taxes.map((tax) => [tax.id, tax]));
  const known = new Set(menu.taxes.map((tax) => tax.id));
  const added = taxes.filter((tax) => !known.has(tax.id));
  return {
    ...menu,
    taxes: [...taxes],
    categories: menu.categories.map((category) => categoryWith(category, byId, added)),
    surcharges: menu.surcharges.map((surcharge) => surchargeWith(surcharge, byId)),
  };
}
