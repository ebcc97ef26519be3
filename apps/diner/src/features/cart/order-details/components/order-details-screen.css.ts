import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingInline: vars.space.large,
  paddingBlockStart: vars.space.medium,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.xlarge.size,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weightBold,
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

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const block = style({
  marginBlock: vars.space.small,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `3px solid ${vars.color.brandSubtle}`,
});

export const blockNote = style({
  margin: 0,
  paddingBlockStart: vars.space.small,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightBold,
});

export const addMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.brandInk,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
