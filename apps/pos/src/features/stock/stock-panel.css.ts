import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

/** A pick of a grouped item, set in under its item. */
export const pick = style({ paddingInlineStart: vars.space.large });
