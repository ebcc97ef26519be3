import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

/** A checkbox with its words, as tall as a finger needs. */
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.size.touchTarget,
});

/** A rate or a count: a few characters wide. */
export const narrow = style({ inlineSize: '7em' });
