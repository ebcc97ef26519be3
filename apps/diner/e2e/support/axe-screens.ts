import type { BrowserContext, Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

/*
 * Accessibility on the journeys (issue 33): axe checks the screen each page of a journey ends
 * on, in the journey's language, and the journey fails on a serious or critical violation. The
 * screens the journey passes through (each path of the app, and each sheet or modal that opens
 * on it: an element with role dialog or alertdialog) are listed in its log. Checking those while
 * the journey runs moved the page under the journey's own steps (axe scrolls elements into view
 * while it works), so for now only the last screen is checked, once the steps are over.
 */

/** The rules: WCAG 2.x A and AA and axe's best practices, as the components' own checks. */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  resultTypes: ['violations'],
  // Some rules scroll elements into view; the page is put back as it was.
  restoreScroll: true,
} as const;

/** The impacts that fail a journey. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** The binding the pages call when a sheet or modal opens. */
const DIALOG_BINDING = '__tabulaAxeDialog';

/** One violation on one screen. */
export interface ScreenViolation {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

declare global {
  interface Window {
    axe?: typeof axe;
    [DIALOG_BINDING]?: (name: string) => void;
  }
}

/**
 * In the page: reports each dialog (role dialog or alertdialog, or an open `<dialog>`) once, by
 * its accessible name where it has one, so the sheet or modal is checked as a screen of its own.
 */
function watchDialogs(binding: string): void {
  const seen = new WeakSet<Element>();
  const nameOf = (dialog: Element): string => {
    const label = dialog.getAttribute('aria-label');
    if (label !== null && label !== '') return label;
    const ids = dialog.getAttribute('aria-labelledby');
    const text = ids
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
    return text !== undefined && text !== '' ? text : 'dialog';
  };
  const check = () => {
    for (const dialog of document.querySelectorAll(
      '[role="dialog"], [role="alertdialog"], dialog[open]',
    )) {
      if (seen.has(dialog)) continue;
      seen.add(dialog);
      const report = (window as unknown as Record<string, ((name: string) => void) | undefined>)[
        binding
      ];
      report?.(nameOf(dialog));
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open', 'role'],
  });
}

/**
 * In the page: waits until the document has not changed for a moment and no finite animation
 * runs (a sheet sliding in has its colours half-faded), at most two seconds; a spinner's endless
 * animation does not hold it.
 */
function settled(): Promise<void> {
  return new Promise((resolve) => {
    const QUIET_MS = 150;
    const LONGEST_MS = 2000;
    const started = performance.now();
    let last = performance.now();
    const observer = new MutationObserver(() => {
      last = performance.now();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    const moving = () =>
      document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
    const tick = () => {
      const now = performance.now();
      if (now - started > LONGEST_MS || (now - last >= QUIET_MS && !moving())) {
        observer.disconnect();
        resolve();
        return;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The checks of one journey: which screens were checked and what axe found there. */
export class AxeScreens {
  private readonly appOrigins: ReadonlySet<string>;
  private readonly pages = new Map<Page, number>();
  private readonly checked = new Set<string>();
  private readonly errors: unknown[] = [];
  private finished = false;
  /** The screens checked, as `path` or `path › dialog`, in order. */
  readonly screens: string[] = [];
  /** The screens the journey visited, as `path` or `path › dialog`, in order. */
  readonly visited: string[] = [];
  /** The serious and critical violations found. */
  readonly violations: ScreenViolation[] = [];

  /** @param appOrigins - the app's origins; pages elsewhere (a provider's page) are not ours */
  constructor(appOrigins: readonly string[]) {
    this.appOrigins = new Set(appOrigins);
  }

  /** Checks every page of a context, those open now and those it opens later. */
  async watchContext(context: BrowserContext): Promise<void> {
    await context.exposeBinding(DIALOG_BINDING, ({ page }, name: string) => {
      this.schedule(page, name);
    });
    await context.addInitScript(watchDialogs, DIALOG_BINDING);
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => {
      this.watchPage(page);
    });
  }

  /**
   * Checks the screen each open page shows now, one at a time. The checks run when the journey's
   * own steps are over: axe scrolls elements into view while it works, which would move the page
   * under a step that runs beside it (a category bar following the scrolling, say).
   */
  async finish(): Promise<void> {
    this.finished = true;
    for (const page of this.pages.keys()) await this.check(page, null, true);
    if (this.errors.length > 0) throw this.errors[0];
  }

  private watchPage(page: Page): void {
    if (this.pages.has(page)) return;
    this.pages.set(page, this.pages.size + 1);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.schedule(page, null);
    });
    page.on('close', () => {
      this.pages.delete(page);
    });
  }

  /** Notes a screen the journey reached (checked at the end when it is still on it). */
  private schedule(page: Page, dialog: string | null): void {
    if (this.finished || page.isClosed()) return;
    try {
      const url = new URL(page.url());
      if (!this.appOrigins.has(url.origin)) return;
      const screen = dialog === null ? url.pathname : `${url.pathname} › ${dialog}`;
      if (this.visited.at(-1) !== screen) this.visited.push(screen);
    } catch {
      // not an address of ours (about:blank)
    }
  }

  private async check(page: Page, dialog: string | null, again: boolean): Promise<void> {
    if (page.isClosed()) return;
    let url: URL;
    try {
      url = new URL(page.url());
    } catch {
      return;
    }
    if (!this.appOrigins.has(url.origin)) return;
    const screen = dialog === null ? url.pathname : `${url.pathname} › ${dialog}`;
    const key = `${String(this.pages.get(page))} ${screen}`;
    if (this.checked.has(key) && !again) return;
    this.checked.add(key);
    try {
      await page.evaluate(settled);
      if (!(await page.evaluate(() => window.axe !== undefined))) {
        await page.evaluate(axe.source);
      }
      const found = await page.evaluate(
        async (options) => {
          const run = window.axe?.run as (
            context: Document,
            options: unknown,
          ) => Promise<AxeResults>;
          const results = await run(document, options);
          return results.violations.map((violation) => ({
            rule: violation.id,
            impact: violation.impact ?? 'minor',
            help: violation.help,
            targets: violation.nodes.map((node) => node.target.join(' ')),
          }));
        },
        AXE_OPTIONS as unknown as Record<string, unknown>,
      );
      this.screens.push(screen);
      for (const violation of found) {
        if (FAILING_IMPACTS.has(violation.impact)) this.violations.push({ screen, ...violation });
      }
    } catch (error) {
      // The page navigated or closed while it was being checked: the next screen has its own
      // check, and a closed page has nothing left to check. Anything else fails the journey.
      if (!isGone(error)) this.errors.push(error);
    }
  }
}

function isGone(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /Execution context was destroyed|Target page, context or browser has been closed|navigation|Frame was detached/i.test(
    text,
  );
}
