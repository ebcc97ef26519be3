/** spec: ordering-menu-account §9, cart expiry is 4 hours (in milliseconds). */
export const CART_EXPIRY_MS = 4 * 60 * 60 * 1000;

/** spec: ordering-menu-account §4 and §8, shown when a stored cart no longer matches the menu. */
export const CART_MISMATCH_MESSAGE = 'Oops! Items in cart are not part of current available menu.';

/** spec: ordering-menu-account §5, shown when a placed dine-in line would change. */
export const LINE_LOCKED_MESSAGE =
  "Sorry, you can't modify this order now because it's already being prepared. Please ask a staff member to assist you.";

/** spec: ordering-menu-account §4, the translation key shown when a decrement is blocked. */
export const MULTIPLE_CUSTOMIZATIONS_KEY = 'message.multiple_customizations';
