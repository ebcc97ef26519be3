import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

/** The page: the result alone on the screen. */
export const screen = style({
  minBlockSize: '100%',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** The waiting state: a spinner above its texts, centred in the reading column. */
export const waiting = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  marginInline: 'auto',
  maxInlineSize: '480px',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const waitingTitle = style({
  margin: 0,
  fontSize: vars.text.large.size,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weightBold,
});

export const waitingMessage = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** The loyalty card under a received payment (B§2: the result page's optional loyalty card). */
export const loyaltyCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
});

export const loyaltyLabel = style({
  fontWeight: vars.font.weightMedium,
});

export const loyaltyPoints = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.text.large.size,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weightBold,
});
