import type { Locator, Page } from '@playwright/test';

/** An element's box on the page; it must be rendered. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (found === null) throw new Error(`${locator.toString()} is not rendered`);
  return found;
}

/** The horizontal centre of an element, in CSS pixels from the viewport's left. */
export async function centreX(locator: Locator): Promise<number> {
  const { x, width } = await box(locator);
  return x + width / 2;
}

/** The left and right edges of an element, in CSS pixels from the viewport's left. */
export async function edges(locator: Locator): Promise<{ left: number; right: number }> {
  const { x, width } = await box(locator);
  return { left: x, right: x + width };
}

/** The viewport's width (the journeys run at a phone's 390 px). */
export function viewportWidth(page: Page): number {
  const size = page.viewportSize();
  if (size === null) throw new Error('the page has no fixed viewport');
  return size.width;
}

/** The document's language and direction, as `<html lang dir>` say them. */
export async function documentLanguage(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
}

/** Whether two rendered elements' boxes share any area (touching edges do not). */
export async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = await Promise.all([box(a), box(b)]);
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}
