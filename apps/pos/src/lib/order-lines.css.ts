import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

export const lines = style({ margin: 0, paddingInlineStart: vars.space.large });

export const modifiers = style({ margin: 0, paddingInlineStart: vars.space.medium });

export const kitchenNote = style({
  margin: 0,
  fontStyle: 'italic',
  color: vars.color.text,
});
