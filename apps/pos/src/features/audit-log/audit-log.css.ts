import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

/** Scrolls the table sideways on a narrow screen rather than squeezing it. */
export const scroller = style({ overflowX: 'auto', marginBlockEnd: vars.space.small });

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.text.small.size,
});

export const head = style({
  textAlign: 'start',
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.borderStrong}`,
});

export const cell = style({
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const when = style({
  display: 'flex',
  flexDirection: 'column',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.numeric,
});

export const lines = style({ display: 'flex', flexDirection: 'column' });
