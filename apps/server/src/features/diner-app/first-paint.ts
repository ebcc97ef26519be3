import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  AFTER_FIRST_PAINT,
  LOCALE_COOKIE,
  type BuildManifest,
  type FirstPaintModule,
  type FirstPaintRequest,
} from '@tabula/api-client';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { acceptLanguageTags } from '../../http/diner-language';
import { escapeHtml } from '../../http/escape-html';
import type { JsonText } from '../../http/json-text';
import { DrawingCache } from './drawing-cache';
import { NonceText } from './index-page';

/**
 * The diner app's server bundle, loaded once, with the browser build's manifest and the pages it
 * drew (drawing-cache.ts), each drawn under `nonceSlot`, which every answer fills with its own.
 */
export interface FirstPaintBundle {
  module: FirstPaintModule;
  manifest: BuildManifest;
  drawings: DrawingCache<DrawnPage | null>;
  nonceSlot: string;
}

/** our choice: up to 256 pages per process, each for a minute (ADR 0012). */
const DRAWINGS_KEPT = 256;
const DRAWING_TTL_MS = 60_000;

/**
 * What a drawn page puts into index.html: `<html lang dir>`, the title, head links, `#root`. Kept
 * for many answers (drawing-cache.ts), so its parts leave a place for each answer's nonce.
 */
export interface DrawnPage {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The company's name, escaped. */
  title: string;
  /**
   * The app's first script (it holds a tap made before the app responds), for right after the
   * title: before every stylesheet, so it waits for none.
   */
  headScript: NonceText;
  /** Stylesheet and module preload links, and the brand colours' nonce'd style element. */
  head: NonceText;
  /** The app's markup inside `#root`. */
  root: NonceText;
}

const SCRIPT_FETCHES = /<(?:script type="module"|link rel="modulepreload")(?=[\s>])/g;

/**
 * The template as a drawn page uses it. A drawn page paints from its HTML and stylesheets alone;
 * its scripts only make it respond, so they are written for after the first frame
 * (`AFTER_FIRST_PAINT`: a script type and a link rel the browser does not fetch), and the page's
 * head script loads them once the page is painted: a weak connection carries the stylesheets and
 * images of the first paint first. An undrawn page keeps the template as built: it shows nothing
 * until its scripts run. (ADR 0012)
 */
export function withScriptsAfterFirstPaint(template: string): string {
  return template.replace(SCRIPT_FETCHES, (tag) =>
    tag.startsWith('<script')
      ? `<script type="${AFTER_FIRST_PAINT}"`
      : `<link rel="${AFTER_FIRST_PAINT}"`,
  );
}

/**
 * Loads the diner app's first-paint bundle (config `DINER_SSR`, ADR 0012) when it is built;
 * null (pages served undrawn, as before) when it is not, or when it does not load.
 */
export async function loadFirstPaintBundle(app: AppContext): Promise<FirstPaintBundle | null> {
  if (!existsSync(app.config.dinerSsr)) return null;
  try {
    const module = (await import(
      pathToFileURL(app.config.dinerSsr).href
    )) as Partial<FirstPaintModule>;
    if (
      typeof module.renderFirstPaint !== 'function' ||
      typeof module.firstPaintAssets !== 'function'
    ) {
      throw new Error(`${app.config.dinerSsr} exports no renderFirstPaint and firstPaintAssets`);
    }
    const manifestFile = join(app.config.dinerDist, '.vite', 'manifest.json');
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest)
      : {};
    return {
      module: module as FirstPaintModule,
      manifest,
      drawings: new DrawingCache({
        capacity: DRAWINGS_KEPT,
        ttlMs: DRAWING_TTL_MS,
        now: () => app.now().getTime(),
      }),
      // Random per process, so no menu's text can hold it.
      nonceSlot: `tabula-nonce-${randomBytes(12).toString('hex')}`,
    };
  } catch (error) {
    app.log.warn(
      { err: error },
      'the diner app’s first paint could not be loaded; pages are served undrawn',
    );
    return null;
  }
}

/**
 * The page a request asks for, drawn with the session's home configuration (or as drawn for the
 * same inputs within the last minute, drawing-cache.ts), or null when the app does not draw that
 * page on the server (`/` at a scan-and-pay table, any path but `/` and `/menu`) or drawing
 * failed (logged): the page is then served undrawn, as before. Each answer fills in its own
 * nonce (index-page.ts).
 *
 * @param home - the session's home configuration, as inlined in the page
 */
export async function drawFirstPaint(
  app: AppContext,
  bundle: FirstPaintBundle,
  request: FastifyRequest,
  home: JsonText,
  signal: AbortSignal,
): Promise<DrawnPage | null> {
  const url = new URL(request.url, 'http://tabula.invalid');
  const storedLocale = request.cookies[LOCALE_COOKIE] ?? null;
  const acceptLanguage = request.headers['accept-language'] ?? '';
  const key = DrawingCache.keyOf([
    `${url.pathname}${url.search}`,
    storedLocale ?? '',
    acceptLanguage,
    home.text,
  ]);
  let drawn = bundle.drawings.get(key);
  if (drawn === undefined) {
    try {
      drawn = await draw(bundle, url, home, storedLocale, acceptLanguage, signal);
    } catch (error) {
      if (!signal.aborted) {
        app.log.warn(
          { err: error, path: url.pathname },
          'the diner app’s page could not be drawn; served undrawn',
        );
      }
      return null;
    }
    bundle.drawings.set(key, drawn);
  }
  return drawn;
}

/** Draws a page under the bundle's nonce slot. */
async function draw(
  bundle: FirstPaintBundle,
  url: URL,
  home: JsonText,
  storedLocale: string | null,
  acceptLanguage: string,
  signal: AbortSignal,
): Promise<DrawnPage | null> {
  const nonce = bundle.nonceSlot;
  // The /pages/home answer's own text (pages/build-home-page.ts), built to its schema.
  const configuration = JSON.parse(home.text) as FirstPaintRequest['home'];
  const page = await bundle.module.renderFirstPaint({
    url: url.href,
    home: configuration,
    storedLocale,
    browserLanguages: acceptLanguageTags(acceptLanguage),
    nonce,
    signal,
  });
  if (page === null) return null;
  const assets = bundle.module.firstPaintAssets(bundle.manifest, url.pathname, page.locale);
  const head = [
    ...assets.stylesheets.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...assets.modulePreloads.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
    `<style nonce="${nonce}">${page.style.replaceAll('<', '\\3C ')}</style>`,
  ].join('');
  return {
    lang: page.locale,
    dir: page.dir,
    title: escapeHtml(configuration.company.name),
    headScript: new NonceText(page.headScript, nonce),
    // The route's preloads after the first frame, as the template's scripts.
    head: new NonceText(withScriptsAfterFirstPaint(head), nonce),
    root: new NonceText(page.html, nonce),
  };
}
