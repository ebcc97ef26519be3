import { useLingui } from '@lingui/react/macro';
import { Icon, IconButton } from '@tabula/ui';
import { Link, useLocation } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import type { HomePageData } from '@/lib/venue/home-page';
import { openShellOverlayAtom } from '../state/shell-atoms';
import type { DineModeChooserState } from '../utils/dine-mode-chooser';
import * as styles from './app-header.css';

/** Props of {@link AppHeader}. */
export interface AppHeaderProps {
  company: HomePageData['company'];
  dineMode: HomePageData['session']['dine_mode'];
  chooser: DineModeChooserState;
}

/**
 * The header (B§2 Header): the menu button, the company's logo or name linking to /, and on /
 * the Eat In / Take Out selector when the outlet offers both.
 */
export function AppHeader({ company, dineMode, chooser }: AppHeaderProps) {
  const { t } = useLingui();
  const open = useSetAtom(openShellOverlayAtom);
  const { pathname } = useLocation();
  const showDineMode = chooser === 'available' && dineMode !== null && pathname === '/';
  return (
    <header className={styles.header}>
      <IconButton
        icon="menu"
        label={t`Open menu`}
        onClick={() => {
          open('side_menu');
        }}
      />
      <Link to="/" className={styles.brand}>
        {company.logo === null ? (
          company.name
        ) : (
          <img
            className={styles.logo}
            src={company.logo}
            alt={company.name}
            width={120}
            height={32}
            decoding="async"
          />
        )}
      </Link>
      {showDineMode && (
        <button
          type="button"
          className={styles.dineMode}
          aria-label={dineMode === 'eat_in' ? t`Eat In, change` : t`Take Out, change`}
          onClick={() => {
            open('dine_mode');
          }}
        >
          <Icon name={dineMode === 'eat_in' ? 'cutlery' : 'bag'} size="small" />
          {dineMode === 'eat_in' ? t`Eat In` : t`Take Out`}
        </button>
      )}
    </header>
  );
}
