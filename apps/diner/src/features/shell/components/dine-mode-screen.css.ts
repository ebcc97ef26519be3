import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const screen = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.large,
  marginInline: 'auto',
  maxInlineSize: '480px',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
});

export const welcome = style({
  margin: 0,
  fontSize: vars.text.xlarge.size,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
});
