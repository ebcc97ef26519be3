import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

/** A table notice fills the page under the header. */
export const screen = style({
  minBlockSize: '70dvh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** The numbered steps of scanning the table's QR code again. */
export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  textAlign: 'start',
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  display: 'grid',
  gap: vars.space.small,
});
