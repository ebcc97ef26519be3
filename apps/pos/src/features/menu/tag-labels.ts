import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ItemTag } from '@tabula/api-client';

/** An item's labels as staff read them (spec: A§3 Item label tags). */
export const TAG_LABELS: Readonly<Record<ItemTag, MessageDescriptor>> = {
  veg: msg`Vegetarian`,
  'non-veg': msg`Non-vegetarian`,
  spicy: msg`Spicy`,
  'very-spicy': msg`Very spicy`,
  nuts: msg`Contains nuts`,
  milk: msg`Contains dairy`,
  'gluten-free': msg`Gluten free`,
  fish: msg`Seafood`,
  egg: msg`Contains egg`,
};
