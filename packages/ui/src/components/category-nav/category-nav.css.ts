import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { scrollRow } from '../../lib/scroll-row.css';
import { vars } from '../../theme/contract.css';

export const nav = recipe({
  base: {
    backgroundColor: vars.color.surface,
    borderBlockEnd: `1px solid ${vars.color.border}`,
  },
  variants: {
    sticky: {
      true: { position: 'sticky', insetBlockStart: 0, zIndex: 1 },
      false: {},
    },
  },
});

export const list = style([scrollRow, { paddingBlock: vars.space.small }]);

export const item = style({ flexShrink: 0 });

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minBlockSize: vars.size.touchTarget,
    minInlineSize: vars.size.touchTarget,
    paddingInline: vars.space.large,
    borderRadius: vars.radius.full,
    fontSize: vars.text.small.size,
    lineHeight: vars.text.small.lineHeight,
    fontWeight: vars.font.weightMedium,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
  },
  variants: {
    active: {
      true: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
      false: {
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.text,
        selectors: { '&:hover': { backgroundColor: vars.color.brandSubtle } },
      },
    },
  },
});
