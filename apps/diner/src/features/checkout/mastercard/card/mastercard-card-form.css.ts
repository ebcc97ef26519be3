import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const hint = style({ margin: 0, marginBlockEnd: vars.space.medium });

/** The gateway's card form: the sheet's width at a phone's height. */
export const frame = style({ border: 0, inlineSize: '100%', blockSize: '26rem' });
