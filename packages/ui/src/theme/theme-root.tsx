import { useRef, useState, type ReactNode } from 'react';
import { useElementVars } from '../lib/use-element-vars';
import { brandVars } from './brand-vars';
import { PortalContext } from './portal';
import { portalLayer } from './theme-root.css';
import { themeClass } from './theme.css';

/** Props of {@link ThemeRoot}. */
export interface ThemeRootProps {
  /** The company's brand_color, `#RGB` or `#RRGGBB`; the default brand when absent or unreadable. */
  brandColor?: string | null;
  /** The text direction of the diner's language: `rtl` for Arabic. */
  dir: 'ltr' | 'rtl';
  /** The BCP 47 language of the content, e.g. `ar`. */
  lang: string;
  children: ReactNode;
}

/**
 * The root every Tabula screen renders in: applies the theme, the brand colours derived from the
 * company's brand_color, and the language and direction, so logical CSS mirrors for Arabic. It
 * also holds the layer overlays portal into, so a sheet or a modal keeps all three.
 */
export function ThemeRoot({ brandColor, dir, lang, children }: ThemeRootProps) {
  const [portal, setPortal] = useState<HTMLElement | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // Through the CSSOM, never a style attribute; a drawn page's nonce'd rule colours its first paint
  // (brandStyleRule).
  useElementVars(root, brandVars(brandColor));
  return (
    <div ref={root} className={themeClass} dir={dir} lang={lang}>
      <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>
      <div ref={setPortal} className={portalLayer} />
    </div>
  );
}
