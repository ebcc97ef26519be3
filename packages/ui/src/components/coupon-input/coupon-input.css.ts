import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

/** The applied coupon: a tag, the discount's name, and its remove action. */
export const applied = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.xsmall,
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: vars.color.success,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const tagIcon = style({ display: 'flex', color: vars.color.success });

export const appliedText = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  minInlineSize: 0,
});

export const appliedName = style({
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const appliedNote = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
