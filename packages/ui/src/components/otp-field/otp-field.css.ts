import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const label = style({
  marginBlockEnd: vars.space.xsmall,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const hint = style({
  margin: 0,
  marginBlockEnd: vars.space.xsmall,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** The row of boxes, with the one real input laid over all of them. */
export const boxes = style({
  position: 'relative',
  display: 'inline-flex',
  alignSelf: 'flex-start',
  gap: vars.space.small,
});

export const box = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    inlineSize: '48px',
    blockSize: '56px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: vars.color.borderStrong,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.text.xlarge.size,
    lineHeight: vars.text.xlarge.lineHeight,
    fontWeight: vars.font.weightBold,
    fontVariantNumeric: 'tabular-nums',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
  },
  variants: {
    state: {
      standard: {},
      invalid: {
        borderColor: vars.color.danger,
        boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
      },
      disabled: {
        backgroundColor: vars.color.disabled,
        borderColor: vars.color.disabled,
        color: vars.color.onDisabled,
      },
    },
    /** The box the next digit goes into, while the field has the focus. */
    active: {
      true: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      false: {},
    },
  },
  defaultVariants: { state: 'standard', active: false },
});

export type BoxVariants = NonNullable<RecipeVariants<typeof box>>;

/** A still caret in the active empty box (still: nothing blinks for anyone). */
export const caret = style({
  inlineSize: '2px',
  blockSize: vars.text.xlarge.lineHeight,
  backgroundColor: vars.color.text,
});

/**
 * The real input covers the boxes, its own text invisible: one field for the keyboard, the
 * phone's code autofill, paste and screen readers; the boxes only draw what it holds.
 */
export const input = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: 'transparent',
  caretColor: 'transparent',
  // 16 px at least: a smaller field makes iOS Safari zoom the page on focus.
  fontSize: vars.text.standard.size,
  cursor: 'text',
  selectors: {
    '&::selection': { backgroundColor: 'transparent' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

// The active box shows the focus, so the input covering the boxes draws none.
globalStyle(`${boxes} ${input}:focus-visible`, { outline: 'none' });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weightMedium,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
  // Always in the page (so screen readers hear a new message), it takes no room while empty.
  selectors: { '&:not(:empty)': { marginBlockStart: vars.space.xsmall } },
});

export const errorIcon = style({ marginBlockStart: vars.space.xxsmall });
