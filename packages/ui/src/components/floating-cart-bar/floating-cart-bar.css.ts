import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 10,
  display: 'flex',
  justifyContent: 'center',
  paddingInline: vars.space.large,
  paddingBlockStart: vars.space.small,
  // Clear of the home indicator on phones without a button (safe area), as well as the edge.
  paddingBlockEnd: `calc(${vars.space.medium} + env(safe-area-inset-bottom, 0px))`,
  // Only the action takes taps; the margin around it lets them through to the menu.
  pointerEvents: 'none',
});

export const action = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  inlineSize: '100%',
  maxInlineSize: '640px',
  minBlockSize: '56px',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  border: 'none',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.overlay,
  fontFamily: 'inherit',
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightBold,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
});

/** The count in a badge of inverted colours: the brand on its own text colour. */
export const count = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  minInlineSize: '28px',
  blockSize: '28px',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.onBrand,
  color: vars.color.brand,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({ flex: '1 1 auto', minInlineSize: 0, overflowWrap: 'anywhere' });

export const total = style({
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
