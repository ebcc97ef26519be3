import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const hint = style({ margin: 0, marginBlockEnd: vars.space.medium });

/** The gateway's challenge: its frame fills the sheet's width at a phone's height. */
export const frame = style({ inlineSize: '100%', blockSize: '28rem' });

globalStyle(`${frame} iframe`, { border: 0, inlineSize: '100%', blockSize: '100%' });
