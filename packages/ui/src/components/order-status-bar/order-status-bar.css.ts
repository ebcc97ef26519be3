import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const bar = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    paddingInline: vars.space.small,
    borderBlockEnd: '2px solid',
    color: vars.color.text,
  },
  variants: {
    tone: {
      brand: { backgroundColor: vars.color.brandSubtle, borderBlockEndColor: vars.color.brandInk },
      warning: {
        backgroundColor: vars.color.warningSurface,
        borderBlockEndColor: vars.color.warning,
      },
      success: {
        backgroundColor: vars.color.successSurface,
        borderBlockEndColor: vars.color.success,
      },
      critical: {
        backgroundColor: vars.color.dangerSurface,
        borderBlockEndColor: vars.color.danger,
      },
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0 },
  variants: {
    tone: {
      brand: { color: vars.color.brandInk },
      warning: { color: vars.color.warning },
      success: { color: vars.color.success },
      critical: { color: vars.color.danger },
    },
  },
});

/** The bar's link to the order's tracking: the whole width but the OK button. */
export const link = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weightMedium,
  textAlign: 'start',
  textDecoration: 'none',
  selectors: { 'a&, button&': { cursor: 'pointer' } },
});

export const text = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });
