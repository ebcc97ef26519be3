import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const box = style({
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});
