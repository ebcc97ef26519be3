import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const searchBox = style({ minInlineSize: 0 });

// The box draws its own clear button; the browser's would make two.
globalStyle(`${searchBox} input::-webkit-search-cancel-button`, {
  WebkitAppearance: 'none',
  display: 'none',
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  paddingInlineStart: vars.space.medium,
  color: vars.color.textMuted,
});
