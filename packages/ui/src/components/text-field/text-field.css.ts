import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const field = style({
  // Holds a hidden label in place, so it never stretches a scrolling container.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const label = style({
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  marginBlockEnd: vars.space.xsmall,
});

export const hint = style({
  margin: 0,
  marginBlockEnd: vars.space.xsmall,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** The bordered box that holds the input and its adornments; it draws the input's focus ring. */
export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: vars.color.borderStrong,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:has(input:focus-visible)': {
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
    },
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
  },
  defaultVariants: { state: 'standard' },
});

export type ControlVariants = NonNullable<RecipeVariants<typeof control>>;

export const adornment = style({
  display: 'flex',
  alignItems: 'center',
  alignSelf: 'stretch',
  flexShrink: 0,
  color: vars.color.textMuted,
});

/** Before the input; the adornment pads itself (an icon does, a picker is a control of its own). */
export const adornmentStart = style([adornment]);

export const input = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  // The input itself is the 44 px target; the border of the box sits outside it.
  minBlockSize: vars.size.touchTarget,
  alignSelf: 'stretch',
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  // 16 px at least: a smaller field makes iOS Safari zoom the page on focus.
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  textAlign: 'start',
  selectors: {
    [`${adornmentStart} + &`]: { paddingInlineStart: vars.space.small },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.onDisabled },
    '&:disabled::placeholder': { color: vars.color.onDisabled },
  },
});

// The box around the input shows the focus ring, so the input itself draws none.
globalStyle(`${field} ${input}:focus-visible`, { outline: 'none' });

export const adornmentEnd = style([adornment, { paddingInlineEnd: vars.space.xxsmall }]);

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
