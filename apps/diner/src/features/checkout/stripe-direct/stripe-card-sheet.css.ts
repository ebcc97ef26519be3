import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const hint = style({ margin: 0, marginBlockEnd: vars.space.medium });

/** Where Stripe.js mounts its card field (its own frame). */
export const cardField = style({
  minBlockSize: '3rem',
  marginBlock: vars.space.medium,
});

export const error = style({
  margin: 0,
  marginBlockEnd: vars.space.medium,
  color: vars.color.danger,
});
