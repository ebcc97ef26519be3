import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The index of the slide in view; the track slides by one full width per step. */
export const position = createVar();

export const root = style({ position: 'relative', inlineSize: '100%' });

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceSunken,
  // Vertical pans still scroll the page; sideways moves are the carousel's swipe.
  touchAction: 'pan-y',
  userSelect: 'none',
});

export const track = style({
  display: 'flex',
  transform: `translateX(calc(${fallbackVar(position, '0')} * -100%))`,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.slow,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    // In Arabic the slides run right to left, so the track moves the other way.
    '[dir="rtl"] &': { transform: `translateX(calc(${fallbackVar(position, '0')} * 100%))` },
  },
});

export const slide = style({ flex: '0 0 100%', minInlineSize: 0 });

export const slideButton = style({
  display: 'block',
  inlineSize: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outlineOffset: '-4px' } },
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  objectFit: 'cover',
});

const touchButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: 0,
  cursor: 'pointer',
} as const;

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
});

export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
});

export const control = style({
  ...touchButton,
  borderRadius: vars.radius.full,
  background: 'none',
  color: vars.color.text,
});

export const dot = recipe({
  base: {
    display: 'block',
    blockSize: '8px',
    borderRadius: vars.radius.full,
    transitionProperty: 'inline-size, background-color',
    transitionDuration: vars.motion.standard,
    transitionTimingFunction: vars.motion.easing,
  },
  variants: {
    current: {
      // brandInk: the brand as it reads on the page (3:1 at least, even for a pale brand).
      true: { inlineSize: '20px', backgroundColor: vars.color.brandInk },
      false: { inlineSize: '8px', backgroundColor: vars.color.borderStrong },
    },
  },
});
