import { useLingui } from '@lingui/react/macro';
import { BottomSheet } from '@tabula/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { shownChallengeAtom } from './challenge-state';
import * as styles from './mastercard-challenge.css';

/**
 * The issuer's 3-D Secure challenge (B§4 Google Pay step 3, a typed Mastercard card too): the
 * gateway's redirect html holds a form that opens the issuer's page in its own frame, on the
 * gateway's origin, so nothing the diner types there reaches ours. Its inline script cannot run
 * under the app's Content-Security-Policy, so the sheet submits the form itself, as the script
 * would. Closing the sheet gives the challenge up.
 */
export function MastercardChallenge() {
  const { t } = useLingui();
  const challenge = useAtomValue(shownChallengeAtom);
  const frame = useRef<HTMLDivElement | null>(null);
  // Read when the challenge opens; a change of language alone must not submit it again.
  const bankPageTitle = useRef('');
  bankPageTitle.current = t`Your bank's confirmation page`;

  useEffect(() => {
    const host = frame.current;
    if (challenge === null || host === null) return;
    host.innerHTML = challenge.html;
    // The gateway's frame comes without a name; a screen reader announces it by this one.
    for (const issuerFrame of host.querySelectorAll('iframe:not([title])')) {
      issuerFrame.setAttribute('title', bankPageTitle.current);
    }
    host.querySelector('form')?.submit();
    return () => {
      host.innerHTML = '';
    };
  }, [challenge]);

  return (
    <BottomSheet
      open={challenge !== null}
      onClose={() => {
        challenge?.onCancel();
      }}
      title={t`Confirm the payment with your bank`}
      closeLabel={t`Cancel`}
    >
      <p className={styles.hint}>{t`Your bank asks you to confirm this payment.`}</p>
      <div ref={frame} className={styles.frame} data-testid="mastercard-challenge" />
    </BottomSheet>
  );
}
