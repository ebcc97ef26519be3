// Scrolling counts as over once no scroll event came for this long.
const SETTLE_QUIET_MS = 150;
// A correction is given up after this long, whatever happens.
const SETTLE_LIMIT_MS = 2000;
// Corrections after the first arrival: cards drawn on the way can move the target again.
const SETTLE_PASSES = 3;
// What the diner does that ends the correction: their scroll wins.
const USER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls an element of the menu into view and keeps it there while the cards around it are
 * drawn. Cards not yet drawn hold an estimated height, so the first arrival can be off by the
 * difference; once scrolling is quiet the element is put back in place (a few passes, stopped at
 * once by the diner's own scrolling).
 *
 * our choice: a target more than two screens away is reached at once instead of gliding, so a
 * long menu is not drawn all along the way.
 *
 * @param element - the section or card to show
 * @param block - where it lands: the top (a category) or the middle (a banner's item)
 */
export function scrollToElement(element: HTMLElement, block: 'start' | 'center'): void {
  const far = Math.abs(element.getBoundingClientRect().top) > 2 * window.innerHeight;
  element.scrollIntoView({
    behavior: far || prefersReducedMotion() ? 'instant' : 'smooth',
    block,
  });

  let passes = 0;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(quiet);
    clearTimeout(limit);
    window.removeEventListener('scroll', onScroll);
    for (const type of USER_INPUT) window.removeEventListener(type, stop);
  };
  const settle = () => {
    // Instant and exact: a no-op when the element is already where it belongs.
    element.scrollIntoView({ behavior: 'instant', block });
    passes += 1;
    if (passes >= SETTLE_PASSES) stop();
    else onScroll();
  };
  function onScroll() {
    clearTimeout(quiet);
    quiet = setTimeout(settle, SETTLE_QUIET_MS);
  }
  const limit = setTimeout(stop, SETTLE_LIMIT_MS);
  window.addEventListener('scroll', onScroll, { passive: true });
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true, once: true });
  onScroll();
}
