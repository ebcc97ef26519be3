import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { input } from '../choice-row/choice-row.css';

/** The fieldset of a radio group: its legend names the group. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const hint = style({
  margin: 0,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  marginBlockStart: vars.space.xsmall,
});

/** A radio is a circle. */
export const circle = style({ borderRadius: vars.radius.full });

/** The dot drawn over the chosen circle. */
export const dot = style({
  gridArea: '1 / 1',
  inlineSize: '8px',
  blockSize: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.onBrand,
  pointerEvents: 'none',
  opacity: 0,
  transform: 'scale(0.5)',
  transitionProperty: 'opacity, transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${input}:checked + &`]: { opacity: 1, transform: 'none' },
    [`${input}:disabled + &`]: { backgroundColor: vars.color.onDisabled },
  },
});
