import type { BuildManifest, FirstPaintAssets, Locale } from '@tabula/api-client';
import { DRAWN_ROUTES } from './drawn-routes';

const href = (file: string) => `/${file}`;

/** What the entry loads at once: its chunks and their styles, which index.html links already. */
interface EntryChunks {
  chunks: Set<string>;
  css: Set<string>;
}

// A manifest is read once per build and asked on every drawn answer: its entry is walked once.
const entries = new WeakMap<BuildManifest, EntryChunks>();

/** The chunks the entry loads at once, and the styles they bring: index.html links them already. */
function entryChunks(manifest: BuildManifest): EntryChunks {
  const known = entries.get(manifest);
  if (known !== undefined) return known;
  const chunks = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || chunks.has(key)) return;
    chunks.add(key);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry === true) visit(key);
  const walked = { chunks, css };
  entries.set(manifest, walked);
  return walked;
}

/**
 * The head links a drawn page needs beyond index.html's: the route's own chunk and every chunk it
 * imports that the entry does not (as module preloads, so hydration does not wait on a chain of
 * imports), their stylesheets (so the drawn screen paints styled), and the language's catalog.
 * An unknown path, or a manifest without the route, needs nothing more.
 *
 * @param manifest - the browser build's manifest
 * @param pathname - the drawn path, `/` or `/menu`
 * @param locale - the language drawn in
 */
export function firstPaintAssets(
  manifest: BuildManifest,
  pathname: string,
  locale: Locale,
): FirstPaintAssets {
  const route = DRAWN_ROUTES[pathname];
  const entry = entryChunks(manifest);
  const stylesheets = new Set<string>();
  const modules = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || entry.chunks.has(key) || modules.has(chunk.file)) return;
    modules.add(chunk.file);
    for (const sheet of chunk.css ?? []) if (!entry.css.has(sheet)) stylesheets.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (route !== undefined) visit(`${route}?tsr-split=component`);
  const catalog = manifest[`src/locales/${locale}/messages.po`];
  if (catalog !== undefined && !entry.chunks.has(`src/locales/${locale}/messages.po`)) {
    modules.add(catalog.file);
  }
  return { stylesheets: [...stylesheets].map(href), modulePreloads: [...modules].map(href) };
}
