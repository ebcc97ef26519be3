import { style } from '@vanilla-extract/css';

/**
 * Text for screen readers only, kept out of sight and out of the layout: a label an icon stands
 * for, a count a badge shows, a heading the logo shows to the eye.
 */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
