import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.medium,
  fontSize: vars.text.large.size,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: vars.space.medium,
});

export const option = style({ position: 'relative', display: 'flex' });

/** The native radio: kept for keyboard and screen readers, drawn as the card next to it. */
export const input = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  inlineSize: '100%',
  minBlockSize: '112px',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  pointerEvents: 'none',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${input}:checked + &`]: {
      borderColor: vars.color.brandInk,
      backgroundColor: vars.color.brandSubtle,
    },
    [`${input}:focus-visible + &`]: {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** The tick of the chosen card, at its inline-end corner. */
export const tick = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineEnd: vars.space.small,
  display: 'inline-flex',
  color: vars.color.brandInk,
});

export const back = style({ alignSelf: 'flex-start' });
