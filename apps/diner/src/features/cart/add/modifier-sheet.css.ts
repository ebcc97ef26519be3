import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

/** The sheet's body: the description, the groups and the note, one under the other. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** The item's description under the title. */
export const description = style({ margin: 0, color: vars.color.textMuted });

/** The footer: the quantity, then the Add button taking the rest of the row. */
export const footer = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

/** The Add button's slot. */
export const addAction = style({ flexGrow: 1 });
