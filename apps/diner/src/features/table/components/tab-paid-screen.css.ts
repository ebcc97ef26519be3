import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

/** The whole screen, over whatever the diner was on. */
export const screen = style({
  position: 'fixed',
  insetBlock: 0,
  insetInline: 0,
  zIndex: 40,
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
