import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ItemTag } from '@tabula/api-client';
import { FilterChips, FOOD_LABEL_ICONS, visuallyHidden } from '@tabula/ui';
import type { DietaryFilterState } from '../hooks/use-dietary-filters';
import { offeredDietaryFilters, type DietaryFilterId } from '../utils/dietary-filters';
import * as styles from './menu-dietary-filter.css';

const FILTER_NAMES: Readonly<Record<DietaryFilterId, MessageDescriptor>> = {
  'no-nuts': msg`No nuts`,
  'no-dairy': msg`No dairy`,
  'no-seafood': msg`No seafood`,
  'no-egg': msg`No egg`,
  'gluten-free': msg`Gluten free only`,
  vegetarian: msg`Vegetarian only`,
};

/** Props of {@link MenuDietaryFilter}. */
export interface MenuDietaryFilterProps {
  /** The labels the menu's items carry: a filter is offered only where its label is used. */
  labels: readonly ItemTag[];
  filters: DietaryFilterState;
  /** How many dishes the menu shows with the filters (and the search) applied. */
  shown: number;
}

/**
 * The dietary filters under the search box (issue 33): hide nuts, dairy, seafood or egg, keep
 * only gluten-free or vegetarian dishes. While any is on, a line says that they follow the
 * restaurant's labels, and screen readers hear how many dishes are left.
 */
export function MenuDietaryFilter({ labels, filters, shown }: MenuDietaryFilterProps) {
  const { t, i18n } = useLingui();
  const offered = offeredDietaryFilters(labels);
  const on = offered.some((filter) => filters.active.has(filter.id));
  if (offered.length === 0) return null;
  return (
    <div className={styles.filter}>
      <FilterChips
        label={t`Dietary filters`}
        chips={offered.map((filter) => ({
          id: filter.id,
          name: i18n._(FILTER_NAMES[filter.id]),
          icon: FOOD_LABEL_ICONS[filter.tag],
          pressed: filters.active.has(filter.id),
        }))}
        onToggle={(id) => {
          filters.toggle(id as DietaryFilterId);
        }}
        clearLabel={t`Clear filters`}
        onClear={filters.clear}
      />
      {on && (
        <p className={styles.note}>
          {t`Filters follow the restaurant’s labels. Please ask the staff about allergies.`}
        </p>
      )}
      <p className={visuallyHidden} role="status">
        {on ? t({ message: plural(shown, { one: '# dish shown', other: '# dishes shown' }) }) : ''}
      </p>
    </div>
  );
}
