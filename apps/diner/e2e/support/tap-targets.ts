/*
 * Tap targets of at least 44 × 44 CSS px (issue 33; WCAG 2.5.5): a finger on a phone, often
 * with the other hand holding a glass, hits what it means to. Checked beside axe on each screen
 * a journey leaves (support/axe-screens.ts), and a smaller one fails the journey as a serious
 * violation would: axe's own target-size rule asks 24 px.
 */

/** The smallest side a tap target may have, in CSS px. */
export const TAP_TARGET_PX = 44;

/** What a diner or a member of staff can tap or focus. */
const TARGETS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
].join(', ');

/**
 * In the page: the targets smaller than `min` px on a side, each as `tag "name" W×H`. Not
 * counted, as WCAG has it: a link inside a line of text, a control the browser draws at its own
 * size inside a label that is big enough (the label is what is tapped), and what cannot be tapped
 * (hidden, disabled, outside the screen's layout).
 */
export function smallTargets({ min, selector }: { min: number; selector: string }): string[] {
  // The size the layout gives an element, not what a transform draws: a dialog opening with a
  // scale from 0.96 to 1 would measure its 44 px buttons at 42 px for a few frames. (An SVG
  // element has no layout box of its own: its drawn box.)
  const sizeOf = (element: Element) =>
    element instanceof HTMLElement
      ? { width: element.offsetWidth, height: element.offsetHeight }
      : element.getBoundingClientRect();
  const big = (rect: { width: number; height: number }) =>
    rect.width >= min - 0.5 && rect.height >= min - 0.5;
  const found: string[] = [];
  const px = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (element.closest('[aria-hidden="true"], [inert], [hidden]') !== null) continue;
    if ((element as HTMLButtonElement).disabled) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'contents') continue;
    const rect = sizeOf(element);
    if (rect.width === 0 || rect.height === 0) continue;
    if (big(rect)) continue;
    // A link in a sentence.
    if (style.display === 'inline' && element.tagName === 'A') continue;
    // A field whose label is the target (a chip's hidden checkbox, a radio's row).
    const labels = element instanceof HTMLInputElement ? element.labels : null;
    if (labels !== null && [...labels].some((label) => big(sizeOf(label)))) {
      continue;
    }
    const ancestorLabel = element.closest('label');
    if (ancestorLabel !== null && big(sizeOf(ancestorLabel))) continue;
    const name = (element.getAttribute('aria-label') ?? element.textContent)
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40);
    found.push(
      `${element.tagName.toLowerCase()} "${name}" ${px.format(rect.width)}×${px.format(rect.height)}`,
    );
  }
  return found;
}

/** How a journey reports the targets {@link smallTargets} finds. */
export const TAP_TARGET_RULE = {
  rule: 'tap-target-44',
  impact: 'serious',
  help: `Tap targets must be at least ${String(TAP_TARGET_PX)} × ${String(TAP_TARGET_PX)} CSS px`,
} as const;

/** The arguments of {@link smallTargets} for the journeys. */
export const SMALL_TARGETS_ARGS = { min: TAP_TARGET_PX, selector: TARGETS };
