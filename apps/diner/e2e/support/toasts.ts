import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Every text a `role="status"` toast showed on this page, in order (see recordToasts). */
    __tabulaToasts?: string[];
  }
}

/**
 * Records the text of every toast (`role="status"` element) that appears, from the next
 * navigation on. The added-to-cart popup closes after 500 ms (A§9), too short to assert on a
 * shared, busy machine, so the journeys read this record instead.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__tabulaToasts = seen;
    const record = (node: Node) => {
      if (!(node instanceof HTMLElement)) return;
      const toasts = node.matches('[role="status"]')
        ? [node]
        : [...node.querySelectorAll<HTMLElement>('[role="status"]')];
      for (const toast of toasts) {
        const text = toast.textContent.trim();
        if (text !== '') seen.push(text);
      }
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) mutation.addedNodes.forEach(record);
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toasts the page has shown since it loaded (see {@link recordToasts}). */
export async function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__tabulaToasts ?? []);
}
