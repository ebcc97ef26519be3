import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const hint = style({ margin: 0, marginBlockEnd: vars.space.medium });
