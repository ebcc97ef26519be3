import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The side of the square picture on the card. */
const IMAGE_SIZE = '104px';

export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.large,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.raised,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: '1 1 auto',
  minInlineSize: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const descriptionBlock = style({ display: 'flex', flexDirection: 'column' });

export const description = recipe({
  base: {
    margin: 0,
    fontSize: vars.text.small.size,
    lineHeight: vars.text.small.lineHeight,
    color: vars.color.textMuted,
    overflowWrap: 'anywhere',
  },
  variants: {
    // Two whole lines (40 px) stay in view: the first whole-line height under the 45 px limit.
    collapsed: {
      true: {
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2,
        overflow: 'hidden',
      },
      false: {},
    },
  },
});

export const readMore = style({
  alignSelf: 'flex-start',
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'none',
  fontFamily: 'inherit',
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weightMedium,
  color: vars.color.brandInk,
  textAlign: 'start',
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const labels = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});

export const prices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
  margin: 0,
});

export const price = style({
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const oldPrice = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const soldOut = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weightBold,
});

export const media = style({
  position: 'relative',
  flexShrink: 0,
  inlineSize: IMAGE_SIZE,
  blockSize: IMAGE_SIZE,
});

export const image = recipe({
  base: {
    display: 'block',
    inlineSize: IMAGE_SIZE,
    blockSize: IMAGE_SIZE,
    objectFit: 'cover',
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surfaceSunken,
  },
  variants: {
    soldOut: { true: { filter: 'grayscale(1)', opacity: 0.6 }, false: {} },
  },
});

export const zoomButton = style({
  position: 'relative',
  display: 'block',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'none',
  cursor: 'zoom-in',
});

/** The info icon that marks an item with detail (A§2), in the picture's top end corner. */
export const infoBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.xsmall,
  insetInlineEnd: vars.space.xsmall,
  display: 'grid',
  placeItems: 'center',
  inlineSize: '24px',
  blockSize: '24px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
});

export const zoomImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
});

export const zoomDescription = style({
  marginBlock: `${vars.space.medium} 0`,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});
