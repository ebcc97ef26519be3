import { globalStyle } from '@vanilla-extract/css';

// The page itself: the shell fills the screen edge to edge (the browser's default body margin
// would frame every screen in 8 px of white).
globalStyle('html, body', { margin: 0, padding: 0 });
