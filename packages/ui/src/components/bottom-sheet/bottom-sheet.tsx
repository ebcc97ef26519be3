import { DialogFrame, type DialogFrameProps } from '../overlay/dialog-frame';
import * as styles from './bottom-sheet.css';

/** Props of {@link BottomSheet}; the modal shares this shape. */
export type BottomSheetProps = DialogFrameProps;

/**
 * A modal dialog that rises from the bottom of the screen (modifier choice, View Receipt, the
 * repeat-or-add-new question). It traps focus, closes on Escape or the backdrop, scrolls its body
 * when tall, and returns focus to the opener when it closes.
 */
export function BottomSheet(props: BottomSheetProps) {
  return <DialogFrame {...props} placement="bottom" panelClassName={styles.sheet} />;
}
