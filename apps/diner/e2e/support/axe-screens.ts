import type { BrowserContext, Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';
import { runningOrigins } from '../../scripts/demo-server.mjs';
import { SMALL_TARGETS_ARGS, smallTargets, TAP_TARGET_RULE } from './tap-targets';

/*
 * Accessibility on the journeys (issue 33): axe checks, in the journey's language, the screen each
 * page of a journey is on when the journey is done with it: when the journey closes the page or its
 * context, and, for the pages still open, once the steps are over. The journey fails on a serious
 * or critical violation. The screens the journey passes through (each path of the app, and each
 * sheet or modal that opens on it: an element with role dialog or alertdialog) are listed in its
 * log. Checking those while the journey runs moved the page under the journey's own steps (axe
 * scrolls elements into view while it works), so a page is checked only once it is left behind.
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
  }
}

/** What the pages call a sheet or modal. */
const DIALOGS = '[role="dialog"], [role="alertdialog"], dialog[open]';

/** The page's function naming a dialog (set by {@link watchDialogs}). */
const DIALOG_NAME = '__tabulaAxeDialogName';

/**
 * In the page: reports each dialog once, by its accessible name where it has one, so the log
 * lists the sheets and modals the journey opened; leaves the naming function on the window for
 * {@link openDialog}.
 */
function watchDialogs({
  binding,
  selector,
  nameFunction,
}: {
  binding: string;
  selector: string;
  nameFunction: string;
}): void {
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
  const globals = window as unknown as Record<string, unknown>;
  globals[nameFunction] = nameOf;
  const check = () => {
    for (const dialog of document.querySelectorAll(selector)) {
      if (seen.has(dialog)) continue;
      seen.add(dialog);
      const report = globals[binding] as ((name: string) => void) | undefined;
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

/** In the page: the name of the last sheet or modal open now, or null when none is. */
function openDialog({
  selector,
  nameFunction,
}: {
  selector: string;
  nameFunction: string;
}): string | null {
  const dialog = [...document.querySelectorAll(selector)].at(-1);
  if (dialog === undefined) return null;
  const nameOf = (window as unknown as Record<string, unknown>)[nameFunction] as
    ((dialog: Element) => string) | undefined;
  return nameOf?.(dialog) ?? 'dialog';
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
  private readonly pages = new Set<Page>();
  private readonly errors: unknown[] = [];
  private finished = false;
  /** The screens checked, as `path` or `path › dialog` (the one open then), in order. */
  readonly screens: string[] = [];
  /** The screens the journey visited, as `path` or `path › dialog`, in order. */
  readonly visited: string[] = [];
  /** The serious and critical violations found, and the tap targets under 44 × 44 px. */
  readonly violations: ScreenViolation[] = [];

  /**
   * @param appOrigins - the app's origins; those of demo servers the journey starts itself count
   *   too, and pages elsewhere (a provider's page) are not ours
   */
  constructor(appOrigins: readonly string[]) {
    this.appOrigins = new Set(appOrigins);
  }

  /**
   * Checks every page of a context, those open now and those it opens later, before the journey
   * closes it.
   */
  async watchContext(context: BrowserContext): Promise<void> {
    await context.exposeBinding(DIALOG_BINDING, ({ page }, name: string) => {
      this.note(page, name);
    });
    await context.addInitScript(watchDialogs, {
      binding: DIALOG_BINDING,
      selector: DIALOGS,
      nameFunction: DIALOG_NAME,
    });
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => {
      this.watchPage(page);
    });
    const close = context.close.bind(context);
    context.close = async (...args) => {
      await this.checkPages(context.pages());
      await close(...args);
    };
  }

  /**
   * Checks the screen each page still open shows now, one at a time, once the journey's own steps
   * are over, and throws what went wrong in a check.
   */
  async finish(): Promise<void> {
    await this.checkPages([...this.pages]);
    this.finished = true;
    if (this.errors.length > 0) throw this.errors[0];
  }

  private watchPage(page: Page): void {
    if (this.pages.has(page)) return;
    this.pages.add(page);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.note(page, null);
    });
    page.on('close', () => {
      this.pages.delete(page);
    });
    const close = page.close.bind(page);
    page.close = async (...args) => {
      await this.checkPages([page]);
      await close(...args);
    };
  }

  /** Notes a screen the journey reached, for the log. */
  private note(page: Page, dialog: string | null): void {
    if (this.finished || page.isClosed()) return;
    const url = this.ourUrl(page);
    if (url === null) return;
    const screen = dialog === null ? url.pathname : `${url.pathname} › ${dialog}`;
    if (this.visited.at(-1) !== screen) this.visited.push(screen);
  }

  /**
   * The page's address when it is one of the app's: not a provider's page, not about:blank, not
   * the development outbox (`/dev/…`, which stands in for a diner's phone and inbox).
   */
  private ourUrl(page: Page): URL | null {
    try {
      const url = new URL(page.url());
      const ours = this.appOrigins.has(url.origin) || runningOrigins.has(url.origin);
      return ours && !url.pathname.startsWith('/dev/') ? url : null;
    } catch {
      return null;
    }
  }

  private async checkPages(pages: readonly Page[]): Promise<void> {
    if (this.finished) return;
    for (const page of pages) await this.check(page);
  }

  private async check(page: Page): Promise<void> {
    if (page.isClosed()) return;
    const url = this.ourUrl(page);
    if (url === null) return;
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
            targets: violation.nodes.map(
              (node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`,
            ),
          }));
        },
        AXE_OPTIONS as unknown as Record<string, unknown>,
      );
      // Named after what the page shows at the end: its path, and the sheet or modal open on it.
      const dialog = await page.evaluate(openDialog, {
        selector: DIALOGS,
        nameFunction: DIALOG_NAME,
      });
      const screen = dialog === null ? url.pathname : `${url.pathname} › ${dialog}`;
      this.screens.push(screen);
      for (const violation of found) {
        if (FAILING_IMPACTS.has(violation.impact)) this.violations.push({ screen, ...violation });
      }
      const small = await page.evaluate(smallTargets, SMALL_TARGETS_ARGS);
      if (small.length > 0) this.violations.push({ screen, ...TAP_TARGET_RULE, targets: small });
    } catch (error) {
      // The page navigated or closed while it was being checked: a closed page has nothing left
      // to check. Anything else fails the journey.
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
