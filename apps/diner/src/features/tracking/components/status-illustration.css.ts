import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const art = style({
  display: 'block',
  inlineSize: '7.5rem',
  blockSize: '7.5rem',
  flexShrink: 0,
});

/** The disc behind each picture. */
export const disc = styleVariants({
  standard: { fill: vars.color.brandSubtle },
  success: { fill: vars.color.successSurface },
  critical: { fill: vars.color.dangerSurface },
});

/** The strokes of each picture. */
export const ink = styleVariants({
  standard: { stroke: vars.color.brandInk, color: vars.color.brandInk },
  success: { stroke: vars.color.success, color: vars.color.success },
  critical: { stroke: vars.color.danger, color: vars.color.danger },
});

/** A filled detail (the clock's centre, steam dots) in the stroke's colour. */
export const solid = style({ fill: 'currentColor', stroke: 'none' });
