import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

/** The collapsible header: the title, the chosen method while closed, and a chevron. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  border: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  fontFamily: 'inherit',
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const title = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const chevron = style({
  display: 'flex',
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.standard,
  transitionTimingFunction: vars.motion.easing,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingInline: vars.space.large,
  paddingBlockEnd: vars.space.large,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** One method: the whole row is the radio's label, so a tap anywhere on it chooses it. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brandInk,
      backgroundColor: vars.color.brandSubtle,
    },
    '&:has(input:disabled)': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.onDisabled,
      cursor: 'not-allowed',
    },
  },
});

/**
 * A native radio drawn as the Radio primitive draws it: when chosen, the brand fills the circle,
 * its ink outlines it, and a dot of the on-brand colour sits in the middle.
 */
export const radio = style({
  appearance: 'none',
  flexShrink: 0,
  margin: 0,
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  cursor: 'inherit',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:checked': {
      borderColor: vars.color.brandInk,
      backgroundColor: vars.color.onBrand,
      boxShadow: `inset 0 0 0 6px ${vars.color.brand}`,
    },
    '&:disabled': { backgroundColor: vars.color.disabled },
  },
});

export const methodIcon = style({ display: 'flex', flexShrink: 0 });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const label = style({ fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });

export const reason = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});
