import type { HomePageData } from '../lib/venue/home-page';
import { sessionTypeOf } from '../lib/venue/session-type';

/**
 * The paths the server draws (ADR 0012), with the route file whose screen each draws: what they
 * show is all in the inlined home configuration. Their components are split into chunks of their
 * own (scripts/router-options.mjs), which the drawn page links (first-paint-assets.ts).
 */
export const DRAWN_ROUTES: Readonly<Record<string, string>> = {
  '/': 'src/routes/index.tsx',
  '/menu': 'src/routes/menu.tsx',
};

/**
 * Whether the server draws this path for this session: `/` and `/menu`, except `/` at a
 * scan-and-pay table, whose bill is fetched while drawing.
 */
export function drawsOnServer(pathname: string, home: HomePageData): boolean {
  if (DRAWN_ROUTES[pathname] === undefined) return false;
  return !(pathname === '/' && sessionTypeOf(home.session) === 'scan_and_pay');
}
