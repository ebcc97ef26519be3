import { createContext, useContext } from 'react';

/**
 * The element overlays (sheets, modals, toasts) portal into: inside ThemeRoot, so they keep the
 * theme, the brand colours and the text direction. Null outside a ThemeRoot.
 */
export const PortalContext = createContext<HTMLElement | null>(null);

/** The element to portal overlays into (see {@link PortalContext}). */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContext);
}
