import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.text,
});

export const icon = style({
  display: 'inline-flex',
  paddingBlock: vars.space.small,
  color: vars.color.text,
});

export const text = style({
  flex: 1,
  minInlineSize: 0,
  paddingBlock: vars.space.small,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

export const title = style({ display: 'block', fontWeight: vars.font.weightBold });

export const message = style({ margin: 0, whiteSpace: 'pre-line' });

/** The close button takes the text colour, so it reads on the brand tint of any brand. */
export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minInlineSize: vars.size.touchTarget,
  minBlockSize: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
});
