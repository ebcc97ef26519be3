import { useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@tabula/ui';

/** Props of {@link ProfileSuccessOverlay}. */
export interface ProfileSuccessOverlayProps {
  open: boolean;
  onClose: () => void;
}

/** The profile success overlay (A§2): the details were saved. */
export function ProfileSuccessOverlay({ open, onClose }: ProfileSuccessOverlayProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Profile updated`}
      closeLabel={t`Close`}
      footer={
        <Button fullWidth onClick={onClose}>
          {t`OK`}
        </Button>
      }
    >
      <p>{t`Your details have been saved.`}</p>
    </Modal>
  );
}
