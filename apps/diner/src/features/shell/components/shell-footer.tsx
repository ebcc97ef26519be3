import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { openShellOverlayAtom } from '../state/shell-atoms';
import * as styles from './shell-footer.css';

/** The page footer: the link to the terms of service (A§2 Terms of service modal). */
export function ShellFooter() {
  const { t } = useLingui();
  const open = useSetAtom(openShellOverlayAtom);
  return (
    <footer className={styles.footer}>
      <button
        type="button"
        className={styles.link}
        aria-haspopup="dialog"
        onClick={() => {
          open('terms');
        }}
      >
        {t`Terms of service`}
      </button>
    </footer>
  );
}
