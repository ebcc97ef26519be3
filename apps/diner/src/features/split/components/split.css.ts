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

export const subtitle = style({
  margin: 0,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
});

export const lineName = style({ flex: 1, minInlineSize: 0 });

export const lineAmount = style({ textAlign: 'end', whiteSpace: 'nowrap' });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
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

export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const shareBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingInlineStart: vars.space.large,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const shareRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const overlay = style({
  position: 'fixed',
  insetBlock: 0,
  insetInline: 0,
  zIndex: 20,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  backgroundColor: vars.color.surface,
});
