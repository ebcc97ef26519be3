import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import * as styles from './announcement-modal.css';

/** Props of {@link AnnouncementModal}. */
export interface AnnouncementModalProps {
  /** Whether the announcement is shown; the app owns this state. */
  open: boolean;
  /** The heading (e.g. the outlet's name, or "Announcement"). */
  title: string;
  /** The outlet's announcement, as written by the restaurant; line breaks are kept. */
  message: string;
  /** The label of the Close button, also the name of the modal's close icon. */
  closeLabel: string;
  /** Called by Close, the close icon, Escape and the backdrop. */
  onClose: () => void;
}

/** The outlet announcement (A§2): a modal with the announcement and a Close button. */
export function AnnouncementModal({
  open,
  title,
  message,
  closeLabel,
  onClose,
}: AnnouncementModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      // spec: A§2 the outlet announcement modal has a Close
      footer={
        <Button fullWidth onClick={onClose}>
          {closeLabel}
        </Button>
      }
    >
      <p className={styles.message}>
        <bdi>{message}</bdi>
      </p>
    </Modal>
  );
}
