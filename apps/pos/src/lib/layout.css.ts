import { vars } from '@tabula/ui';
import { style, styleVariants } from '@vanilla-extract/css';

/** Shared looks of the console: panels, rows of controls, labels, selects and badges. */
export const panel = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  marginBlockEnd: vars.space.medium,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
  marginBlock: vars.space.xsmall,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontSize: vars.text.small.size,
  color: vars.color.textMuted,
});

export const control = style({
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.text.standard.size,
});

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  fontSize: vars.text.small.size,
  fontWeight: vars.font.weightRegular,
});

export const note = styleVariants({
  ok: { color: vars.color.success, minBlockSize: '1.5em', fontWeight: vars.font.weightMedium },
  error: { color: vars.color.danger, minBlockSize: '1.5em', fontWeight: vars.font.weightBold },
});

/** A missing translation: said in words and marked, never by colour alone. */
export const missing = style({ color: vars.color.danger, fontSize: vars.text.small.size });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.text.small.size });

/** A text area of a few lines (a description, an announcement). */
export const area = style({ minBlockSize: '4.5em', paddingBlock: vars.space.xsmall });

/** A group of fields under a legend: translations, labels, a schedule, a surcharge. */
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  padding: vars.space.small,
  margin: 0,
  marginBlock: vars.space.xsmall,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/** A checkbox with its words, as tall as a finger needs. */
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.size.touchTarget,
});

/** A disclosure's summary (Open bill, Payments and refunds), as tall as a finger needs. */
export const disclosure = style({
  display: 'list-item',
  alignContent: 'center',
  minBlockSize: vars.size.touchTarget,
  cursor: 'pointer',
});
