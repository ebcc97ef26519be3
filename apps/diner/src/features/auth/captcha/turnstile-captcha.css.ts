import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

/** Turnstile's widget is 300×65 CSS px; the box keeps its place so nothing jumps when it draws. */
export const widget = style({
  minBlockSize: 65,
});

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  color: vars.color.danger,
});
