import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

/** A line of another member while the diner pays only their own (B§2: greyed). */
export const groupLine = style({
  color: vars.color.textMuted,
});

export const who = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const banner = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brandSubtle,
  fontWeight: vars.font.weightBold,
});

export const prompt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const promptQuestion = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
});

export const promptAnswers = style({
  display: 'flex',
  gap: vars.space.small,
});

export const paid = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
