import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ItemTag } from '@tabula/api-client';
import { useMemo } from 'react';

// spec: A§3 item label tags, shown as Veg, Non-Veg, Spicy, Very Spicy, Nuts, Gluten Free,
// Dairy, Seafood and Egg.
const FOOD_LABEL_NAMES: Readonly<Record<ItemTag, MessageDescriptor>> = {
  veg: msg`Veg`,
  'non-veg': msg`Non-Veg`,
  spicy: msg`Spicy`,
  'very-spicy': msg`Very Spicy`,
  nuts: msg`Nuts`,
  milk: msg`Dairy`,
  'gluten-free': msg`Gluten Free`,
  fish: msg`Seafood`,
  egg: msg`Egg`,
};

/** The name of each item label tag in the diner's language. */
export function useFoodLabelNames(): Readonly<Record<ItemTag, string>> {
  const { _ } = useLingui();
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(FOOD_LABEL_NAMES).map(([tag, name]) => [tag, _(name)]),
      ) as Record<ItemTag, string>,
    [_],
  );
}
