import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

/**
 * The two answers one above the other, each the popup's full width: a table's name in Arabic or
 * Malay does not fit two to a row on a 360 px phone.
 */
export const answers = style({ display: 'grid', gap: vars.space.small });
