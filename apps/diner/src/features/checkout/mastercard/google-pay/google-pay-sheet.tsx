import { useLingui } from '@lingui/react/macro';
import { BottomSheet } from '@tabula/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { sheetAddress, sheetAnswerSchema } from './google-pay-request';
import { shownGooglePaySheetAtom } from './google-pay-sheet-state';
import * as styles from './google-pay-sheet.css';

/**
 * Google Pay's sheet (B§2 Card and wallet payment screens: Google Pay), here the card sandbox's,
 * framed on its own origin: the diner picks a card there, and the sheet posts back Google Pay's
 * PaymentData (its token is the gateway's business, the card never reaches our origin) or a
 * cancel. Only a message from that frame and that origin is heard. Closing the sheet cancels.
 */
export function GooglePaySheet() {
  const { t } = useLingui();
  const sheet = useAtomValue(shownGooglePaySheetAtom);
  const frame = useRef<HTMLIFrameElement | null>(null);

  useEffect(() => {
    if (sheet === null) return;
    const origin = new URL(sheet.sheetUrl).origin;
    const hear = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const answer = sheetAnswerSchema.safeParse(event.data);
      if (!answer.success) return;
      sheet.onResult(
        answer.data.result === 'paid'
          ? { token: answer.data.paymentData.paymentMethodData.tokenizationData.token }
          : null,
      );
    };
    window.addEventListener('message', hear);
    return () => {
      window.removeEventListener('message', hear);
    };
  }, [sheet]);

  return (
    <BottomSheet
      open={sheet !== null}
      onClose={() => {
        sheet?.onResult(null);
      }}
      title={t`Google Pay`}
      closeLabel={t`Cancel`}
    >
      {sheet !== null && (
        <iframe
          ref={frame}
          className={styles.frame}
          title={t`Google Pay`}
          src={sheetAddress(sheet.sheetUrl, sheet.request)}
          data-testid="google-pay-sheet"
        />
      )}
    </BottomSheet>
  );
}
