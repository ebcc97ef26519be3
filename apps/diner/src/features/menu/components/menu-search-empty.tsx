import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@tabula/ui';
import * as styles from './menu-search-empty.css';

/** Props of {@link MenuSearchEmpty}. */
export interface MenuSearchEmptyProps {
  /** What the diner searched for; blank when only the dietary filters are on. */
  query: string;
  /** Turns the dietary filters off; given while any is on. */
  onClearFilters?: () => void;
}

/**
 * What the menu shows when a search, the dietary filters or both leave nothing, with a way to
 * turn the filters off.
 *
 * our choice: the wording (the spec does not give it).
 */
export function MenuSearchEmpty({ query, onClearFilters }: MenuSearchEmptyProps) {
  const { t } = useLingui();
  const trimmed = query.trim();
  return (
    <div className={styles.empty}>
      <div className={styles.text} role="status">
        <p className={styles.title}>
          {trimmed === '' ? (
            <Trans>No dishes match your dietary filters</Trans>
          ) : (
            <Trans>No items match “{trimmed}”</Trans>
          )}
        </p>
        {trimmed !== '' && (
          <p className={styles.hint}>
            {onClearFilters === undefined ? (
              <Trans>Check the spelling or try another word.</Trans>
            ) : (
              <Trans>Check the spelling, try another word or clear the dietary filters.</Trans>
            )}
          </p>
        )}
      </div>
      {onClearFilters !== undefined && (
        <Button tone="secondary" onClick={onClearFilters}>
          {t`Clear filters`}
        </Button>
      )}
    </div>
  );
}
