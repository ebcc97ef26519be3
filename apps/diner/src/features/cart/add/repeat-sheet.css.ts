import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

/** The two answers side by side. */
export const actions = style({ display: 'flex', gap: vars.space.medium });

/** One answer's slot: the two share the row equally. */
export const action = style({ flex: '1 1 0' });

/** The question. */
export const question = style({ margin: 0 });

/** The reminder of the last choice. */
export const reminder = style({
  marginBlock: `${vars.space.small} 0`,
  color: vars.color.textMuted,
});
