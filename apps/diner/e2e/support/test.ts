import { test as base, expect } from '@playwright/test';
import { AxeScreens } from './axe-screens';
import { HydrationErrors } from './hydration-errors';

/*
 * The journeys' `test`: Playwright's, with axe checking the screen every page the journey opened
 * ends on (support/axe-screens.ts), the pages of contexts it creates itself included. A serious
 * or critical violation fails the journey, naming the screen, the rule and the elements. A page
 * without script (the server's drawing alone) cannot run axe: the same markup is checked once the
 * app has hydrated it (e2e/first-paint.spec.ts). A hydration error on any of those pages fails
 * the journey too (support/hydration-errors.ts).
 */
export const test = base.extend<{ axeScreens: AxeScreens }>({
  axeScreens: [
    async ({ browser, context, baseURL, javaScriptEnabled }, provide, testInfo) => {
      const origins = baseURL === undefined ? [] : [new URL(baseURL).origin];
      const screens = new AxeScreens(origins);
      if (!javaScriptEnabled) {
        testInfo.annotations.push({ type: 'axe', description: 'not run: the page has no script' });
        await provide(screens);
        return;
      }
      const hydration = new HydrationErrors();
      await screens.watchContext(context);
      hydration.watchContext(context);
      // Contexts the journey creates (a second diner, the POS) are watched as they open.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        await screens.watchContext(created);
        hydration.watchContext(created);
        return created;
      };
      try {
        await provide(screens);
        await screens.finish();
      } finally {
        browser.newContext = newContext;
      }
      const checked =
        `checked at the end: ${screens.screens.join(', ') || 'none'}; ` +
        `passed through: ${screens.visited.join(', ')}`;
      testInfo.annotations.push({ type: 'axe', description: checked });
      console.log(`[axe] ${testInfo.title}: ${checked}`);
      if (screens.violations.length > 0) {
        await testInfo.attach('axe-violations.json', {
          body: JSON.stringify(screens.violations, null, 2),
          contentType: 'application/json',
        });
      }
      expect(
        screens.violations.map(
          (violation) =>
            `${violation.screen}: ${violation.rule} (${violation.impact}) ${violation.help}: ${violation.targets.join(', ')}`,
        ),
        'serious or critical accessibility violations (axe), tap targets under 44 × 44 px',
      ).toEqual([]);
      expect(hydration.errors, 'hydration errors of pages the server drew').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
