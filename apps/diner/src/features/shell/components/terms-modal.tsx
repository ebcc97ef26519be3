import { useLingui } from '@lingui/react/macro';
import { Modal, Skeleton } from '@tabula/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { clearTermsRequestAtom, termsRequestedAtom } from '@/lib/auth/terms-request';
import { closeShellOverlayAtom, shellOverlayAtom } from '../state/shell-atoms';
import { termsVariant } from '../utils/terms-variant';

// The terms are long and rarely read: their text loads when the modal first opens, not with the
// menu.
const TermsSg = lazy(() => import('./terms-sg').then(({ TermsSg }) => ({ default: TermsSg })));
const TermsOther = lazy(() =>
  import('./terms-other').then(({ TermsOther }) => ({ default: TermsOther })),
);

/** Props of {@link TermsModal}. */
export interface TermsModalProps {
  companyName: string;
  countryCode: string;
}

/**
 * The terms of service modal (A§2): the SG text for a Singapore company, else the other text.
 * Opened from the side menu, or by a screen that asks for it (the sign-in's SG terms checkbox).
 */
export function TermsModal({ companyName, countryCode }: TermsModalProps) {
  const { t } = useLingui();
  const overlay = useAtomValue(shellOverlayAtom);
  const requested = useAtomValue(termsRequestedAtom);
  const closeOverlay = useSetAtom(closeShellOverlayAtom);
  const clearRequest = useSetAtom(clearTermsRequestAtom);
  return (
    <Modal
      open={overlay === 'terms' || requested}
      onClose={() => {
        if (overlay === 'terms') closeOverlay();
        clearRequest();
      }}
      title={t`Terms of service`}
      closeLabel={t`Close`}
    >
      <Suspense fallback={<Skeleton lines={6} />}>
        {termsVariant(countryCode) === 'sg' ? (
          <TermsSg company={companyName} />
        ) : (
          <TermsOther company={companyName} />
        )}
      </Suspense>
    </Modal>
  );
}
