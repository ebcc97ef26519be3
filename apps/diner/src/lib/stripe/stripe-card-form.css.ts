import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

/** Where Stripe.js mounts its card field (its own frame). */
export const cardField = style({ minBlockSize: '3rem', marginBlock: vars.space.medium });

export const loading = style({ margin: 0, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  marginBlockEnd: vars.space.medium,
  color: vars.color.danger,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
