import { useLingui } from '@lingui/react/macro';
import { getItemPrice, isGroupedItem } from '@tabula/engine';
import { MenuItemCard, type MenuItemCart } from '@tabula/ui';
import { memo } from 'react';
import { useCartQuantity } from '../hooks/use-cart-quantity';
import { hasItemDetail } from '../utils/has-item-detail';
import { isItemSoldOut } from '../utils/is-item-sold-out';
import { itemElementId } from '../utils/menu-element-ids';
import type { MenuItemView } from '../utils/menu-view';
import { GroupedItemPicks } from './grouped-item-picks';
import { useMenuCardSettings } from './menu-card-context';
import * as styles from './menu-item-entry.css';

// our choice: the card draws its picture as a 104 px square (packages/ui); the same size as its
// width and height keeps the place while it loads, whatever the file's own size.
const IMAGE_SIZE = 104;

/** Props of {@link MenuItemEntry}. */
export interface MenuItemEntryProps {
  item: MenuItemView;
  categoryId: number;
  /** One of the first cards on screen: its picture loads at once. */
  priority: boolean;
  /** The very first card: its picture, the likely largest paint, is fetched ahead of others. */
  highPriority?: boolean;
  /** The level of the item's name: 3 under a category, 4 under a sub-category. */
  headingLevel: 3 | 4;
}

/**
 * One item of the menu as a card (A§2): picture, name and description in the diner's language,
 * label icons, price, and Add or the count control, or Sold out.
 */
export const MenuItemEntry = memo(function MenuItemEntry({
  item,
  categoryId,
  priority,
  highPriority = false,
  headingLevel,
}: MenuItemEntryProps) {
  const { t } = useLingui();
  const { venue, precision, formatMoney, labelNames, outOfStock, actions, showPicks } =
    useMenuCardSettings();
  const quantity = useCartQuantity(actions, item.id);
  const text = venue.item(item);
  const name = text.name;
  // our choice: the short description stands in when an item has no description.
  const description = text.description ?? item.short_description;
  const price = getItemPrice(item, precision);
  const listPrice = getItemPrice({ unit_price: item.unit_price, final_price: null }, precision);
  const soldOut = isItemSoldOut(outOfStock, item, categoryId);

  let cart: MenuItemCart | undefined;
  if (actions !== null) {
    cart = {
      quantity,
      addLabel: t`Add`,
      // spec: A§4, the cart decides what Add does (modifier, grouped or repeat sheet, or add).
      onAdd: () => {
        actions.add(item, categoryId);
      },
      onQuantityChange: (next) => {
        if (next > quantity) actions.add(item, categoryId);
        else if (next < quantity) actions.decrement(item, categoryId);
      },
      decreaseLabel: t`Remove one`,
      increaseLabel: t`Add one more`,
      removeLabel: t`Remove`,
      quantityLabel: t`Quantity of ${name}`,
      // our choice: + stops at the restaurant's limit, and pressing it there says why.
      max: Math.max(quantity, actions.maxOf(item)),
      onMaxReached: () => {
        actions.limitReached(item, categoryId);
      },
    };
  }

  return (
    <div id={itemElementId(categoryId, item.id)} className={styles.entry}>
      <MenuItemCard
        name={name}
        description={description ?? undefined}
        readMoreLabel={t`Read more`}
        readLessLabel={t`Read less`}
        image={
          item.image_url === null
            ? undefined
            : { src: item.image_url, alt: '', width: IMAGE_SIZE, height: IMAGE_SIZE }
        }
        priority={priority}
        highPriority={highPriority}
        zoom={
          hasItemDetail(item, description)
            ? { label: t`Enlarge the photo of ${name}`, closeLabel: t`Close` }
            : undefined
        }
        labels={[...new Set(item.tags)].map((tag) => ({ tag, name: labelNames[tag] }))}
        price={formatMoney(price)}
        // our choice: a final_price other than the unit price is the price now (a sale); the
        // unit price shows struck through beside it.
        oldPrice={listPrice === price ? undefined : formatMoney(listPrice)}
        oldPriceLabel={t`Original price`}
        cart={cart}
        soldOutLabel={soldOut ? t`Sold out` : undefined}
        headingLevel={headingLevel}
      />
      {showPicks && isGroupedItem(item) && (
        <GroupedItemPicks item={item} itemName={name} categoryId={categoryId} />
      )}
    </div>
  );
});
