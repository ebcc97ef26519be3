import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const row = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

// spec: B§2, group items are greyed.
export const placed = style({ color: vars.color.textMuted });

export const count = style({ minInlineSize: '2.5ch', fontVariantNumeric: 'tabular-nums' });

export const name = style({ flex: 1 });

export const who = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const price = style({ fontVariantNumeric: 'tabular-nums' });
