import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

/** One step of /login: a form, its fields stacked. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.xlarge.size,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weightBold,
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
});

/** The address a code went to: kept left to right inside a right-to-left sentence. */
export const address = style({
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
  unicodeBidi: 'isolate',
});

/** A quiet text button beside a field (switch to e-mail, change the number). */
export const linkButton = style({
  alignSelf: 'flex-start',
  minBlockSize: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brandInk,
  fontFamily: 'inherit',
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weightMedium,
  textAlign: 'start',
  textDecoration: 'underline',
  cursor: 'pointer',
  ':disabled': { color: vars.color.textMuted, cursor: 'default', textDecoration: 'none' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

/** An inline error under a checkbox (the checkbox itself carries no text). */
export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginBlockStart: vars.space.small,
});

/** "or" between sign-in and Continue as guest. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.text.small.size,
  '::before': { content: '""', flex: 1, borderBlockStart: `1px solid ${vars.color.border}` },
  '::after': { content: '""', flex: 1, borderBlockStart: `1px solid ${vars.color.border}` },
});

/** A link inside a sentence (the terms in the checkbox's label). */
export const inlineLink = style({
  display: 'inline',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brandInk,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
