import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { input } from '../choice-row/choice-row.css';

/** A checkbox is a rounded square. */
export const square = style({ borderRadius: vars.radius.small });

/** The tick drawn over the checked box. */
export const tick = style({
  gridArea: '1 / 1',
  display: 'flex',
  color: vars.color.onBrand,
  pointerEvents: 'none',
  opacity: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.fast,
  selectors: {
    [`${input}:checked + &`]: { opacity: 1 },
    [`${input}:disabled + &`]: { color: vars.color.onDisabled },
  },
});
