import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const terms = style({
  display: 'grid',
  gap: vars.space.medium,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  textAlign: 'start',
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.xxsmall,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightBold,
});

export const paragraph = style({ margin: 0 });
