import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '@tabula/ui';
import type { CaptchaWidgetProps } from './captcha-widget-props';
import * as styles from './sandbox-captcha.css';

/** The prefix of a sandbox token, so a server log tells it from a real service's token. */
export const SANDBOX_TOKEN_PREFIX = 'sandbox-';

/** A fresh sandbox token: unique per tick, like a real service's single-use token. */
export function newSandboxToken(): string {
  return `${SANDBOX_TOKEN_PREFIX}${crypto.randomUUID()}`;
}

/**
 * The sandbox captcha widget: an "I'm not a robot" checkbox; ticking it yields a sandbox token,
 * unticking it takes the token back.
 */
// our choice: a stand-in for a third-party captcha (see captcha-provider.ts).
export function SandboxCaptcha({ token, onToken }: CaptchaWidgetProps) {
  const { t } = useLingui();
  return (
    <div className={styles.box}>
      <Checkbox
        label={t`I'm not a robot`}
        checked={token !== null}
        onChange={(checked) => {
          onToken(checked ? newSandboxToken() : null);
        }}
      />
    </div>
  );
}
