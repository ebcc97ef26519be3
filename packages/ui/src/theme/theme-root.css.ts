import { style } from '@vanilla-extract/css';

/** The overlay layer: takes no space itself; overlays inside it position themselves. */
export const portalLayer = style({ position: 'relative', zIndex: 1000 });
