import { useLingui } from '@lingui/react/macro';
import type { DineMode } from '@tabula/api-client';
import { DineModeChooser } from '@tabula/ui';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useChooseDineMode } from '../hooks/use-choose-dine-mode';
import { closeShellOverlayAtom } from '../state/shell-atoms';
import * as styles from './dine-mode-screen.css';

/** Props of {@link DineModeScreen}. */
export interface DineModeScreenProps {
  companyName: string;
  /** The session's mode; null before the diner has chosen (no Back then). */
  current: DineMode | null;
}

/**
 * The Eat In / Take Out chooser (A§1, A§2) as a screen: the diner chooses before the menu, and
 * may come back from the header to change it, with Back.
 */
// our choice: a screen in place of the page, not a sheet over it: the first choice must be made
// (A§2 gives Back only once a mode is set), and a sheet would need a Close that does nothing.
export function DineModeScreen({ companyName, current }: DineModeScreenProps) {
  const { t } = useLingui();
  const close = useSetAtom(closeShellOverlayAtom);
  const done = useCallback(() => {
    close();
  }, [close]);
  const { choose, pending } = useChooseDineMode(done);
  return (
    <main className={styles.screen}>
      <p className={styles.welcome}>{t`Welcome to ${companyName}`}</p>
      <DineModeChooser
        title={t`How would you like your order?`}
        value={pending ?? current}
        onChange={(mode) => {
          if (mode === current) done();
          else if (pending === null) choose(mode);
        }}
        labels={{ eat_in: t`Eat In`, take_away: t`Take Out` }}
        backLabel={t`Back`}
        // spec: A§2, Back when a mode is already set.
        {...(current === null ? {} : { onBack: done })}
      />
    </main>
  );
}
