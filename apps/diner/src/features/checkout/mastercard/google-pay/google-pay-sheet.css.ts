import { style } from '@vanilla-extract/css';

/** The wallet's sheet: its frame fills the sheet's width at a phone's height. */
export const frame = style({ border: 0, inlineSize: '100%', blockSize: '30rem' });
