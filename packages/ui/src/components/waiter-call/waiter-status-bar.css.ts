import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const bar = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.small,
    rowGap: vars.space.xsmall,
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.medium,
    borderBlockEnd: '2px solid',
    color: vars.color.text,
  },
  variants: {
    tone: {
      brand: { backgroundColor: vars.color.brandSubtle, borderBlockEndColor: vars.color.brandInk },
      success: {
        backgroundColor: vars.color.successSurface,
        borderBlockEndColor: vars.color.success,
      },
      warning: {
        backgroundColor: vars.color.warningSurface,
        borderBlockEndColor: vars.color.warning,
      },
      critical: {
        backgroundColor: vars.color.dangerSurface,
        borderBlockEndColor: vars.color.danger,
      },
    },
  },
});

/** Idle: the live region stays in the page, empty and without a line of its own. */
export const idle = style({ display: 'block' });

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0 },
  variants: {
    tone: {
      brand: { color: vars.color.brandInk },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      critical: { color: vars.color.danger },
    },
  },
});

export const text = style({
  flex: '1 1 12em',
  margin: 0,
  paddingBlock: vars.space.small,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});
