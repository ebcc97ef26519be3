import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

/** A full screen that stands alone: the not-allowed page, the load error. */
export const screen = style({
  minBlockSize: '100dvh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** The numbered steps under the not-allowed message. */
export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  textAlign: 'start',
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  display: 'grid',
  gap: vars.space.small,
});
