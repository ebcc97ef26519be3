import { Trans } from '@lingui/react/macro';
import * as styles from './menu-search-empty.css';

/** Props of {@link MenuSearchEmpty}. */
export interface MenuSearchEmptyProps {
  query: string;
}

/**
 * What the menu shows when a search finds nothing.
 *
 * our choice: the wording (the spec does not give it).
 */
export function MenuSearchEmpty({ query }: MenuSearchEmptyProps) {
  const trimmed = query.trim();
  return (
    <div className={styles.empty} role="status">
      <p className={styles.title}>
        <Trans>No items match “{trimmed}”</Trans>
      </p>
      <p className={styles.hint}>
        <Trans>Check the spelling or try another word.</Trans>
      </p>
    </div>
  );
}
