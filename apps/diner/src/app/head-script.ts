import { HOLD_TAPS } from './early-taps';
import { SCRIPTS_AFTER_FIRST_PAINT } from './scripts-after-first-paint';

/**
 * A drawn page's first script (ADR 0012), right after its title: it holds a tap made before the
 * app responds (early-taps.tsx) and loads the app's scripts once the first frame is painted
 * (scripts-after-first-paint.ts).
 *
 * @param nonce - the page's CSP nonce
 */
export function firstPaintHeadScript(nonce: string): string {
  return `<script nonce="${nonce}">${HOLD_TAPS}${SCRIPTS_AFTER_FIRST_PAINT}</script>`;
}
