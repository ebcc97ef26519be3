/**
 * \@tabula/ui: Tabula's design system. Components take already formatted text and amounts from
 * the app; they hold no money arithmetic and no text a diner reads.
 */
export * from './theme/index';
export * from './icons/index';
export { filterDecimalInput } from './lib/decimal-input';
export { latinDigits, toLatinDigits } from './lib/latin-digits';
export { BOTTOM_BAR_ROOM, clearOfFloatingAction, FLOATING_ACTION_ROOM } from './lib/bottom-room';
export { Button, BUTTON_TONES } from './components/button/button';
export type { ButtonProps } from './components/button/button';
export { Spinner } from './components/spinner/spinner';
export type { SpinnerProps } from './components/spinner/spinner';
export * from './components/forms';
export * from './components/overlays';
export * from './components/menu';
export * from './components/checkout';
