import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    color: vars.color.text,
  },
  variants: {
    tone: {
      info: { borderInlineStartColor: vars.color.brand, backgroundColor: vars.color.brandSubtle },
      warning: {
        borderInlineStartColor: vars.color.warning,
        backgroundColor: vars.color.warningSurface,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0 },
  variants: {
    tone: {
      // The text colour reads on the brand tint of any brand.
      info: { color: vars.color.text },
      warning: { color: vars.color.warning },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: 1,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightBold,
});

export const message = style({
  margin: 0,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});
