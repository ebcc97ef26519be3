import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

/** The link field takes the notice's whole width, so the address shows as far as it can. */
export const link = style({ alignSelf: 'stretch' });

export const status = style({
  margin: 0,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weightMedium,
  // Empty, it stays in the accessibility tree (a live region must be there before its text) but
  // out of the flow, so it adds no gap under the button.
  selectors: { '&:empty': { position: 'absolute' } },
});
