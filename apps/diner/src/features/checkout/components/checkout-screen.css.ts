import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingInline: vars.space.large,
  paddingBlockStart: vars.space.medium,
  paddingBlockEnd: vars.space.xlarge,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.xlarge.size,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weightBold,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const notice = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const summaryLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const summaryLine = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
});

export const summaryCount = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const summaryName = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  minInlineSize: 0,
});

export const summaryOptions = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const summaryAmount = style({
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const modes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const error = style([hint, { color: vars.color.danger }]);

export const signIn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
