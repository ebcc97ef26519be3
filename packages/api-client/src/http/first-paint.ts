import type { z } from 'zod';
import type { homePageSchema } from '../contract/pages';
import type { Locale } from '../schemas/index';

/*
 * The diner app's server bundle of the first paint (ADR 0012): apps/diner builds it
 * (`dist-ssr/entry-server.js`), apps/server loads it and draws `/` and `/menu` into the page it
 * serves. The two meet here, so neither depends on the other.
 */

/**
 * The cookie the diner app mirrors the diner's language choice into: the choice lives in local
 * storage (A§9), which the server cannot read, and the server draws a returning diner's page in it.
 */
export const LOCALE_COOKIE = 'tabula_locale';

/**
 * How a drawn page writes its module scripts and module preloads: as `<script type=…>` and
 * `<link rel=…>` of this name, which the browser does not know, so it fetches none of them while
 * it draws the page; the page's head script loads them once the first frame is painted
 * (ADR 0012, "The scripts after the first frame").
 */
export const AFTER_FIRST_PAINT = 'tabula-after-first-paint';

/** What the server knows of a request for a page it may draw. */
export interface FirstPaintRequest {
  /** The page's full address, e.g. `https://tabula.example/menu`. */
  url: string;
  /** The home page configuration the server inlines in the page for this session. */
  home: z.infer<typeof homePageSchema>;
  /** The language the diner chose on this device, as its cookie mirror carries it, if any. */
  storedLocale: string | null;
  /** The browser's languages from Accept-Language, most preferred first. */
  browserLanguages: readonly string[];
  /** The page's CSP nonce, for the router's scripts. */
  nonce: string;
  /** Aborted when the diner goes away before the page is drawn. */
  signal?: AbortSignal;
}

/** A page drawn on the server: the app's markup for `#root` and what the document needs. */
export interface FirstPaint {
  /** The answer's status (200, or what a route decided). */
  status: number;
  /** The language drawn in: `<html lang>`, and the catalog the browser hydrates with. */
  locale: Locale;
  /** `<html dir>`. */
  dir: 'ltr' | 'rtl';
  /** The markup inside `#root`, the router's hydration scripts included. */
  html: string;
  /**
   * The inline script that goes first in the page's head, before its stylesheets: it holds a
   * tap made on the drawn page before the app responds, for the app to take, and loads the
   * app's scripts once the first frame is painted (nonce'd).
   */
  headScript: string;
  /**
   * The company's brand colours as a CSS rule, for the page's nonce'd `<style>`: the drawn
   * theme root's style attribute is not applied under the CSP.
   */
  style: string;
}

/** What a drawn page's head links beside index.html's own: styles first, then modules. */
export interface FirstPaintAssets {
  /** The stylesheets the drawn screen needs before it paints (hrefs from the site's root). */
  stylesheets: string[];
  /** The modules hydration loads first: the route's chunks and the language's catalog. */
  modulePreloads: string[];
}

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), as far as it is read. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Vite's build manifest: the chunks by source (`src/routes/menu.tsx?tsr-split=component`). */
export type BuildManifest = Record<string, ManifestChunk>;

/** The server bundle's exports. */
export interface FirstPaintModule {
  /**
   * Draws the page for a request, or answers null when this page is not drawn on the server
   * (a path other than `/` and `/menu`, `/` at a scan-and-pay table).
   */
  renderFirstPaint(request: FirstPaintRequest): Promise<FirstPaint | null>;
  /** The head links a drawn page needs beyond index.html's, from the browser build's manifest. */
  firstPaintAssets(manifest: BuildManifest, pathname: string, locale: Locale): FirstPaintAssets;
}
