import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const footer = style({
  margin: 0,
  paddingBlock: vars.space.large,
  textAlign: 'center',
  fontSize: vars.text.xsmall.size,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.textMuted,
});
