import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

/** The panel: a card set apart from the page, its parts stacked. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  textAlign: 'start',
});

/** The form's fields, stacked. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.large.size,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weightBold,
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
});

/** The points earned, once joined. */
export const points = style({
  margin: 0,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brandSubtle,
  fontWeight: vars.font.weightMedium,
});

/** The details that could not be saved. */
export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});
