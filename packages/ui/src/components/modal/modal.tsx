import { DialogFrame, type DialogFrameProps } from '../overlay/dialog-frame';
import * as styles from './modal.css';

/** Props of {@link Modal}: the same as a bottom sheet's, so a screen can swap one for the other. */
export type ModalProps = DialogFrameProps;

/**
 * A modal dialog in the centre of the screen (terms of service, the outlet announcement, the
 * past-order detail). It traps focus, closes on Escape or the backdrop, scrolls its body when
 * tall, and returns focus to the opener when it closes.
 */
export function Modal(props: ModalProps) {
  return <DialogFrame {...props} placement="center" panelClassName={styles.dialog} />;
}
