import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The dialing-code picker at the start of the field: its code shows, a native select sits on it. */
export const picker = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  alignSelf: 'stretch',
  minInlineSize: vars.size.touchTarget,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  borderStartStartRadius: vars.radius.medium,
  borderEndStartRadius: vars.radius.medium,
  selectors: {
    '&:has(select:focus-visible)': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const face = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.small,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: { [`${picker}:has(select:disabled) &`]: { color: vars.color.onDisabled } },
});

export const chevron = style({ display: 'flex', color: vars.color.textMuted });

/**
 * The native select covers the picker, invisible: a tap opens the phone's own list, and screen
 * readers meet a real, labelled select.
 */
export const select = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  opacity: 0,
  appearance: 'none',
  // 16 px: a smaller control makes iOS Safari zoom the page on focus.
  fontSize: vars.text.standard.size,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});
