import type { MenuItemView } from './menu-view';

/**
 * Whether an item has detail, which marks its picture with the info icon and lets a tap open
 * the zoomed overlay (A§2).
 *
 * our choice: the spec does not define "detail"; an item has it when there is a picture to
 * enlarge and a description to read beside it.
 */
export function hasItemDetail(
  item: Pick<MenuItemView, 'image_url'>,
  description: string | null,
): boolean {
  return item.image_url !== null && description !== null && description.trim() !== '';
}
