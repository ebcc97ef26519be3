import { useLingui } from '@lingui/react/macro';
import type { CaptchaWidget } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { loadScript } from '@/lib/scripts/load-script';
import type { CaptchaWidgetProps } from './captcha-widget-props';
import * as styles from './turnstile-captcha.css';
import { turnstileLanguage, turnstileOf, type TurnstileJs } from './turnstile-js';

/** Props of {@link TurnstileCaptcha}. */
export interface TurnstileCaptchaProps extends CaptchaWidgetProps {
  /** The widget the sign-in page names: Turnstile's site key and script. */
  widget: CaptchaWidget;
}

/**
 * Cloudflare Turnstile's widget (A§5: Next waits for a captcha token), drawn with Turnstile's own
 * api.js in explicit rendering: Cloudflare's script with a restaurant's keys, the sandbox's
 * stand-in in the demo and the tests. The script is loaded with the page's CSP nonce. Its token
 * goes up through `onToken`; an expired or failed challenge takes it back (null). Once Next spent
 * the token (the parent sets it to null), the widget is reset for a fresh challenge, as a token
 * is good once. A script that does not load says so, with Try again.
 */
export function TurnstileCaptcha({ widget, token, onToken }: TurnstileCaptchaProps) {
  const { t, i18n } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const rendered = useRef<{ api: TurnstileJs; id: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const tokenChanged = useEffectEvent((next: string | null) => {
    onToken(next);
  });
  const language = turnstileLanguage(i18n.locale);

  useEffect(() => {
    let cancelled = false;
    const script = new URL(widget.script_url);
    script.searchParams.set('render', 'explicit');
    loadScript(script.toString(), "Turnstile's script")
      .then(() => {
        const api = turnstileOf();
        if (api === null) throw new Error("Turnstile's script defined no turnstile");
        if (cancelled || container.current === null) return;
        const id = api.render(container.current, {
          sitekey: widget.site_key,
          callback: (passed) => {
            tokenChanged(passed);
          },
          'expired-callback': () => {
            tokenChanged(null);
          },
          'error-callback': () => {
            tokenChanged(null);
          },
          language,
        });
        rendered.current = { api, id };
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('The captcha could not be drawn', error);
        setFailed(true);
      });
    return () => {
      cancelled = true;
      const current = rendered.current;
      rendered.current = null;
      current?.api.remove(current.id);
    };
  }, [widget.script_url, widget.site_key, language, attempt]);

  // A token spent by Next (or taken back): a fresh challenge for the next try.
  const held = useRef(false);
  useEffect(() => {
    if (token !== null) {
      held.current = true;
      return;
    }
    if (!held.current) return;
    held.current = false;
    const current = rendered.current;
    current?.api.reset(current.id);
  }, [token]);

  if (failed) {
    return (
      <div role="alert" className={styles.problem}>
        {t`The check that you are not a robot could not load. Check your connection and try again.`}
        <Button
          tone="secondary"
          size="small"
          onClick={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        >
          {t`Try again`}
        </Button>
      </div>
    );
  }
  return <div ref={container} className={styles.widget} />;
}
