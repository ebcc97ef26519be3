/*
 * The error catalogue's clear_cart action (A§8: items in the cart are no longer on the menu) is
 * run by the shell's popup host, but the cart belongs to the cart feature, which features may
 * not import. The cart registers its clear here, below both.
 */

let clearCart: (() => void) | null = null;

/**
 * Registers the function that clears the cart; returns the function that unregisters it.
 *
 * @example `useEffect(() => registerClearCart(() => store.set(clearCartAtom)), [store])`
 */
export function registerClearCart(clear: () => void): () => void {
  clearCart = clear;
  return () => {
    if (clearCart === clear) clearCart = null;
  };
}

/** Clears the cart through the registered function; false when none is registered. */
export function runClearCart(): boolean {
  if (clearCart === null) return false;
  clearCart();
  return true;
}
