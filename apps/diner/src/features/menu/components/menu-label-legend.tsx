import { useLingui } from '@lingui/react/macro';
import type { ItemTag } from '@tabula/api-client';
import { FoodLabelLegend } from '@tabula/ui';
import { useFoodLabelNames } from '../hooks/use-food-label-names';

/** Props of {@link MenuLabelLegend}. */
export interface MenuLabelLegendProps {
  /** The tags the menu's items carry, in order. */
  tags: readonly ItemTag[];
}

/** The food-label legend under the menu (A§2): the labels the menu uses, with their names. */
export function MenuLabelLegend({ tags }: MenuLabelLegendProps) {
  const { t } = useLingui();
  const names = useFoodLabelNames();
  return (
    <FoodLabelLegend
      title={t`Food labels`}
      labels={tags.map((tag) => ({ tag, name: names[tag] }))}
    />
  );
}
