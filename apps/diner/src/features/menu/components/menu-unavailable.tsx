import { useLingui } from '@lingui/react/macro';
import { ResultPage } from '@tabula/ui';

/**
 * The 'menu unavailable' screen (A§2, A§8): there is no menu, or nothing on it shows now.
 *
 * our choice: the wording (the spec names the screen, not its text).
 */
export function MenuUnavailable() {
  const { t } = useLingui();
  return (
    <ResultPage
      tone="warning"
      title={t`Menu unavailable`}
      message={t`The menu isn't available right now. Please ask a member of staff for help.`}
    />
  );
}
