import type { Menu, MenuItem, OutOfStockItem } from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { stockOuts } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { categoryOf } from '../../venue/venue';
import { currentVenue } from '../../venue/venue-snapshots';

/** An item of the outlet's menu as the console's stock list shows it. */
export interface StockItem {
  id: number;
  name: string;
  sold_out: boolean;
  /** The picks of a grouped item, which can be sold out one by one. */
  items: StockItem[];
}

/** A category of the stock list; nested categories are listed flat with their path. */
export interface StockCategory {
  id: number;
  /** "Drinks" or "Drinks / Hot" for a sub-category. */
  name: string;
  items: StockItem[];
}

/**
 * The outlet's menu for the stock list: every category (nested ones flattened) and item, each
 * with whether it is sold out.
 *
 * @throws HttpError 404 when the outlet does not exist
 */
// spec: A§7 out_of_stock_items; B§6 POS staff.
export async function outletStockList(app: AppContext, outletId: number): Promise<StockCategory[]> {
  const venue = await currentVenue(app, app.db, { outletId });
  const soldOut = new Set(venue.outOfStock.map((item) => item.item_id));
  const toItem = (item: MenuItem): StockItem => ({
    id: item.id,
    name: item.name,
    sold_out: soldOut.has(item.id),
    items: (item.items ?? []).map(toItem),
  });
  const flatten = (categories: Menu['categories'], prefix: string): StockCategory[] =>
    categories.flatMap((category) => {
      const name = prefix === '' ? category.name : `${prefix} / ${category.name}`;
      return [
        { id: category.id, name, items: category.items.map(toItem) },
        ...flatten(category.categories ?? [], name),
      ];
    });
  return flatten(venue.menu.categories, '');
}

/**
 * Marks an item of the outlet's menu sold out, or available again (a stock_outs row inserted
 * or deleted), and answers the outlet's sold-out items as /pages/* now report them.
 *
 * @throws HttpError 404 when the outlet does not exist or its menu has no such item
 */
// spec: A§7 out_of_stock_items (the diner's pages hide or disable sold-out items); B§6 POS staff.
export async function setItemSoldOut(
  app: AppContext,
  outletId: number,
  itemId: number,
  soldOut: boolean,
): Promise<OutOfStockItem[]> {
  const venue = await currentVenue(app, app.db, { outletId });
  const categoryId = categoryOf(venue.menu, itemId);
  if (categoryId === null)
    throw notFound("This item is not on the outlet's menu", 'item_not_found');
  if (soldOut) {
    await app.db.insert(stockOuts).values({ outletId, itemId }).onConflictDoNothing();
  } else {
    await app.db
      .delete(stockOuts)
      .where(and(eq(stockOuts.outletId, outletId), eq(stockOuts.itemId, itemId)));
  }
  const rows = await app.db.select().from(stockOuts).where(eq(stockOuts.outletId, outletId));
  return rows.map((row) => ({
    item_id: row.itemId,
    category_id: categoryOf(venue.menu, row.itemId),
  }));
}
