import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const sizes = styleVariants({
  small: { inlineSize: vars.size.iconSmall, blockSize: vars.size.iconSmall },
  standard: { inlineSize: vars.size.icon, blockSize: vars.size.icon },
  large: { inlineSize: '40px', blockSize: '40px' },
});

/** Mirrors an icon that points along the reading direction when the page is right to left. */
export const directional = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
