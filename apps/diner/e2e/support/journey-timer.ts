import { test, type Page } from '@playwright/test';

/** Seconds as the report prints them: one decimal (a duration, not money). */
const ONE_DECIMAL = new Intl.NumberFormat('en', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A running timer of a journey: the wall time and the diner's taps since it started. */
export interface JourneyTimer {
  /** Stops the timer and reports its figures in the e2e report (an annotation) and the log. */
  stop(): Promise<{ seconds: number; taps: number }>;
}

/**
 * Times a journey as a diner lives it (issue 7: seconds and taps from opening the QR link to the
 * paid state), for the e2e report, never as an assertion: the machine is shared and noisy.
 * A tap is a trusted click anywhere in the page, counted across navigations (the provider's page
 * included). Start it before the QR link is opened.
 *
 * @param label - what is timed, e.g. "one-item cash order"
 */
export async function startJourneyTimer(page: Page, label: string): Promise<JourneyTimer> {
  let taps = 0;
  await page.exposeBinding('__tabulaCountTap', () => {
    taps += 1;
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const count = (window as unknown as { __tabulaCountTap?: () => void }).__tabulaCountTap;
        if (event.isTrusted && count) count();
      },
      { capture: true },
    );
  });
  const started = performance.now();
  return {
    stop() {
      const seconds = (performance.now() - started) / 1000;
      const shown = ONE_DECIMAL.format(seconds);
      const description = `${label}: ${shown} s and ${String(taps)} taps from the QR link to paid`;
      test.info().annotations.push({ type: 'journey timer', description });
      console.log(`[timer] ${description}`);
      return Promise.resolve({ seconds, taps });
    },
  };
}
