import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const label = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weightMedium,
});

/** Read by screen readers, not shown (the globe icon says what the control is). */
export const hiddenLabel = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

const iconSlot = {
  position: 'absolute',
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
} as const;

export const globe = style({ ...iconSlot, insetInlineStart: vars.space.medium });

export const chevron = style({ ...iconSlot, insetInlineEnd: vars.space.medium });

export const select = style({
  appearance: 'none',
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  // Room for the globe at the start and the chevron at the end.
  paddingInlineStart: `calc(${vars.space.medium} + ${vars.size.icon} + ${vars.space.small})`,
  paddingInlineEnd: `calc(${vars.space.medium} + ${vars.size.iconSmall} + ${vars.space.small})`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  cursor: 'pointer',
});
