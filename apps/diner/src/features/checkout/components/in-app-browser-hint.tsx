import { useLingui } from '@lingui/react/macro';
import type { PaymentType } from '@tabula/api-client';
import { entryLinkQueryOptions } from '@tabula/api-client/query';
import { Button, Notice, TextField } from '@tabula/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api/api';
import { cartAtom, orderNoteAtom } from '@/lib/cart/cart-atoms';
import { HANDOFF_PAGES, handoffLink, type Handoff, type HandoffPage } from '@/lib/handoff/handoff';
import { useHomePage } from '@/lib/venue/home-page';
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

/**
 * Where the copy stands: not tried, copied, refused by the browser (copy by hand), or no link to
 * copy (the session's QR link could not be read).
 */
type CopyState =
  { kind: 'idle' } | { kind: 'copied' } | { kind: 'refused'; url: string } | { kind: 'failed' };

const isHandoffPage = (path: string): path is HandoffPage =>
  (HANDOFF_PAGES as readonly string[]).includes(path);

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
 * with Copy link ("Link copied" announced). The link is the session's QR link (GET
 * /session/entry-link, read as the hint shows, so a tap copies at once) with this page, the cart
 * and the dine mode in its fragment (lib/handoff): the phone's browser, which has its own cookies
 * and storage, starts a session at the same table or counter and lands here with the cart. A
 * refused clipboard shows the link selected in a read-only field, to copy by hand. Nothing
 * elsewhere.
 */
export function InAppBrowserHint({ options }: InAppBrowserHintProps) {
  const { t, i18n } = useLingui();
  const browser = useInAppBrowser();
  const wallets = browser === null ? [] : walletsOnOffer(options, browser.platform);
  const shown = wallets.length > 0;
  const queryClient = useQueryClient();
  useQuery({ ...entryLinkQueryOptions(api), enabled: shown });
  const page = useHomePage();
  const cart = useAtomValue(cartAtom);
  const note = useAtomValue(orderNoteAtom);
  const { pathname } = useLocation();
  const [copy, setCopy] = useState<CopyState>({ kind: 'idle' });
  const field = useRef<HTMLInputElement>(null);
  const refused = copy.kind === 'refused';
  useEffect(() => {
    if (!refused) return;
    field.current?.focus();
    field.current?.select();
  }, [refused]);
  if (browser === null || !shown) return null;
  const or = new Intl.ListFormat(i18n.locale, { type: 'disjunction' });
  const walletNames = or.format(
    wallets.map((wallet) => (wallet === 'apple_pay' ? t`Apple Pay` : t`Google Pay`)),
  );
  const browserNames = or.format(BROWSERS[browser.platform]);

  const handoff: Handoff = {
    to: isHandoffPage(pathname) ? pathname : '/',
    company_id: page.company.id,
    outlet_id: page.session.sapaad_outlet_id,
    dine_mode: page.session.dine_mode,
    // Lines already sent to an open tab stay with the tab, which the other browser reads.
    cart: { ...cart, lines: cart.lines.filter((line) => line.placed_item !== true) },
    ...(note.trim() === '' ? {} : { note }),
  };

  const onCopy = async () => {
    let url: string;
    try {
      url = handoffLink((await queryClient.query(entryLinkQueryOptions(api))).url, handoff);
    } catch {
      setCopy({ kind: 'failed' });
      return;
    }
    setCopy((await copied(url)) ? { kind: 'copied' } : { kind: 'refused', url });
  };

  return (
    <Notice
      title={t`Pay with ${walletNames} in your phone's browser`}
      message={t`Wallet payments don't work inside this app. Copy the link and open it in ${browserNames}: your cart comes with you.`}
    >
      <Button tone="secondary" onClick={() => void onCopy()}>
        {t`Copy link`}
      </Button>
      {/* Always present, so "Link copied" is announced when it appears. */}
      <p role="status" className={styles.status}>
        {copy.kind === 'copied' && t`Link copied`}
        {copy.kind === 'failed' &&
          t`We couldn't make the link. Scan the QR code again with your phone's camera.`}
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
