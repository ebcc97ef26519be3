import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const row = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    minBlockSize: vars.size.touchTarget,
    paddingBlock: vars.space.medium,
    paddingInline: vars.space.large,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  },
  variants: {
    state: {
      open: {},
      paid: { backgroundColor: vars.color.surfaceSunken },
      held: {},
    },
  },
  defaultVariants: { state: 'open' },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flexGrow: 1,
  minInlineSize: 0,
});

export const label = style({
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const amount = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const reason = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const action = style({ flexShrink: 0 });

export const paidBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.successSurface,
  color: vars.color.success,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weightBold,
});
