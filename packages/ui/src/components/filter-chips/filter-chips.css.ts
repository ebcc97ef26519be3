import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { scrollRow } from '../../lib/scroll-row.css';
import { vars } from '../../theme/contract.css';

export const list = style([scrollRow, { paddingBlock: vars.space.xsmall }]);

export const item = style({ flexShrink: 0 });

const chipBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  fontFamily: 'inherit',
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'background-color, color, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
} as const;

export const chip = recipe({
  base: {
    ...chipBase,
    border: `1px solid ${vars.color.borderStrong}`,
  },
  variants: {
    pressed: {
      true: {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
      false: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        selectors: { '&:hover': { backgroundColor: vars.color.brandSubtle } },
      },
    },
  },
});

export const check = style({ display: 'inline-flex' });

export const clear = style({
  ...chipBase,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.brandInk,
  textDecoration: 'underline',
});
