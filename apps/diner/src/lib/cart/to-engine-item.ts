import type { MenuItem as ApiMenuItem } from '@tabula/api-client';
import type { MenuItem } from '@tabula/engine';

/** The api-client's menu item, as the wire parsed it, is the engine's menu item. */
export function toEngineItem(item: ApiMenuItem): MenuItem {
  return item;
}
