import { useState, type ComponentType, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../components/button/button';

/** What an overlay takes that {@link WithOpener} drives. */
interface OverlayProps {
  open: boolean;
  onClose: () => void;
}

/** Props of {@link WithOpener}. */
export interface WithOpenerProps<P extends OverlayProps> {
  /** The overlay component (a sheet, a modal, the side menu). */
  overlay: ComponentType<P>;
  /** Its props; `open` is where it starts, `onClose` is still called. */
  args: P;
  /** The opener button's content. */
  openLabel: ReactNode;
  /** The opener button's look and name, when it is not a labelled secondary button. */
  openerProps?: Omit<ButtonProps, 'children' | 'onClick'>;
}

/**
 * A story's overlay with the button that opens it, as a screen uses it: the overlay starts as the
 * story's `open` arg says, closes itself, and the button opens it again (focus returns to it).
 */
export function WithOpener<P extends OverlayProps>({
  overlay: Overlay,
  args,
  openLabel,
  openerProps,
}: WithOpenerProps<P>) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button
        tone="secondary"
        {...openerProps}
        onClick={() => {
          setOpen(true);
        }}
      >
        {openLabel}
      </Button>
      <Overlay
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}
