import { Trans } from '@lingui/react/macro';
import * as styles from './branding-footer.css';

/** The branding footer under the menu, shown with the show_branding feature (A§2). */
export function BrandingFooter() {
  return (
    // Not a <footer>: the shell's footer is the page's one contentinfo landmark.
    <p className={styles.footer}>
      <Trans>Powered by Tabula</Trans>
    </p>
  );
}
