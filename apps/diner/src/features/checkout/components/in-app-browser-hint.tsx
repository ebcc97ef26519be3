import { useLingui } from '@lingui/react/macro';
import type { PaymentType } from '@tabula/api-client';
import { Button, Notice, TextField } from '@tabula/ui';
import { useEffect, useRef, useState } from 'react';
import { useInAppBrowser } from '../hooks/use-in-app-browser';
import type { DevicePlatform } from '../utils/in-app-browser';
import { walletsOnOffer } from '../utils/wallets-on-offer';
import * as styles from './in-app-browser-hint.css';

/** Props of {@link InAppBrowserHint}. */
export interface InAppBrowserHintProps {
  /** The checkout's payment list. */
  options: readonly { paymentType: PaymentType; disabled: boolean }[];
}

/** The browser to suggest: the phone's own (product names, the same in every language). */
const BROWSERS: Record<DevicePlatform, readonly string[]> = {
  ios: ['Safari'],
  android: ['Chrome'],
  other: ['Safari', 'Chrome'],
};

/** Where the copy stands: not tried, copied, or refused by the browser (copy by hand). */
type CopyState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'refused'; url: string };

/** Writes the text to the clipboard; false when the browser has no clipboard or refuses. */
async function copied(text: string): Promise<boolean> {
  try {
    // The clipboard is missing outside a secure context, whatever the types say.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (clipboard === undefined) return false;
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * In a messaging or social app's own browser, where the checkout would offer Apple Pay or Google
 * Pay (issue 33): which cannot run there, so a hint to open the page in the phone's own browser,
 * with Copy link (the page's address to the clipboard, "Link copied" announced). A refused
 * clipboard shows the address selected in a read-only field, to copy by hand. Nothing elsewhere.
 */
export function InAppBrowserHint({ options }: InAppBrowserHintProps) {
  const { t, i18n } = useLingui();
  const browser = useInAppBrowser();
  const [copy, setCopy] = useState<CopyState>({ kind: 'idle' });
  const field = useRef<HTMLInputElement>(null);
  const refused = copy.kind === 'refused';
  useEffect(() => {
    if (!refused) return;
    field.current?.focus();
    field.current?.select();
  }, [refused]);
  if (browser === null) return null;
  const wallets = walletsOnOffer(options, browser.platform);
  if (wallets.length === 0) return null;
  const or = new Intl.ListFormat(i18n.locale, { type: 'disjunction' });
  const walletNames = or.format(
    wallets.map((wallet) => (wallet === 'apple_pay' ? t`Apple Pay` : t`Google Pay`)),
  );
  const browserNames = or.format(BROWSERS[browser.platform]);

  const onCopy = () => {
    const url = window.location.href;
    void copied(url).then((done) => {
      setCopy(done ? { kind: 'copied' } : { kind: 'refused', url });
    });
  };

  return (
    <Notice
      title={t`Pay with ${walletNames} in your phone's browser`}
      message={t`Wallet payments don't work inside this app. Copy the link and open it in ${browserNames}, or scan the QR code again with your phone's camera.`}
    >
      <Button tone="secondary" onClick={onCopy}>
        {t`Copy link`}
      </Button>
      {/* Always present, so "Link copied" is announced when it appears. */}
      <p role="status" className={styles.status}>
        {copy.kind === 'copied' ? t`Link copied` : ''}
      </p>
      {copy.kind === 'refused' && (
        <div className={styles.link}>
          <TextField
            ref={field}
            label={t`Link to this page`}
            hint={t`Your browser didn't let us copy it. Press and hold the link to copy it.`}
            value={copy.url}
            readOnly
            inputDir="ltr"
            onChange={() => undefined}
            onFocus={() => field.current?.select()}
          />
        </div>
      )}
    </Notice>
  );
}
