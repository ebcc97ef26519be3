/* global window, document, requestAnimationFrame, PerformanceObserver, setTimeout */
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { PHONE } from './first-load.mjs';
import { hasModifiers, largeMenuItemName } from './large-menu.mjs';

/*
 * `bench --menu-items N` (issue 33: "the interaction latency of opening an item and adding it to
 * the cart at a 4x CPU slowdown"): on the long menu's counter link, taps Add on an item with a
 * required size (the modifier sheet opens) and on items without modifiers (they go into the cart
 * and the cart bar counts them), with Chromium's CPU slowed down through CDP. Each tap's latency
 * is the browser's own Event Timing figure: the longest `duration` among the event entries of the
 * tap's interaction (pointerdown, pointerup, click: input delay, processing and the time to the
 * next paint), as INP counts an interaction. Beside it the time from the tap to the first frame
 * whose DOM shows the sheet or the new count (a requestAnimationFrame watch), which also covers
 * what comes after the handlers' paint (a lazily loaded sheet).
 */

/** The CPU slowdown of the measurement, as Lighthouse's mobile preset has it. */
export const CPU_SLOWDOWN = 4;

/** Event Timing reports no entry shorter than this (and none under 16 ms at all). */
const DURATION_THRESHOLD = 16;

/** Installed before the app's scripts: keeps every event entry the page reports. */
function observeEvents(threshold) {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchEvents.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
      });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
}

/**
 * Forgets the entries so far and watches, frame by frame, for what the tap should show: a dialog
 * that names the item, or the cart bar's link with the count's words.
 */
function watchFor({ kind, text }) {
  window.__benchEvents.length = 0;
  window.__benchShownAt = null;
  const shown = () =>
    kind === 'sheet'
      ? [...document.querySelectorAll('dialog[open], [role="dialog"]')].some(
          (element) =>
            element.getBoundingClientRect().height > 0 && element.textContent.includes(text),
        )
      : [...document.querySelectorAll('a[href$="/order-details"]')].some((element) =>
          element.textContent.includes(text),
        );
  const check = (time) => {
    if (shown()) window.__benchShownAt = time;
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** One tap's figures once it has shown what it should and its event entries have arrived. */
async function tapAndMeasure(page, target, expected) {
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(watchFor, expected);
  await target.tap();
  await page.waitForFunction(() => window.__benchShownAt !== null, null, { timeout: 30_000 });
  // Entries are delivered after the paint that ends them; a tap under the threshold has none.
  await page
    .waitForFunction(() => window.__benchEvents.some((entry) => entry.interactionId > 0), null, {
      timeout: 2_000,
    })
    .catch(() => undefined);
  const { events, shownAt } = await page.evaluate(() => ({
    events: window.__benchEvents.filter((entry) => entry.interactionId > 0),
    shownAt: window.__benchShownAt,
  }));
  if (events.length === 0) return { latencyMs: null, shownMs: null, events };
  const longest = events.reduce((a, b) => (b.duration > a.duration ? b : a));
  const start = Math.min(...events.map((entry) => entry.startTime));
  return {
    latencyMs: longest.duration,
    shownMs: shownAt === null ? null : Math.max(0, shownAt - start),
    longest: {
      name: longest.name,
      inputDelayMs: longest.inputDelay,
      processingMs: longest.processing,
    },
    events,
  };
}

/** The median of the figures; a tap with no entry counts as the threshold, its upper bound. */
function median(values) {
  const sorted = values.map((value) => value ?? DURATION_THRESHOLD).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The figures of a series of taps: each run, the first (untimed warm-up) and the medians. */
function summary(first, runs) {
  return {
    first,
    runs,
    medianMs: median(runs.map((run) => run.latencyMs)),
    medianShownMs: median(runs.map((run) => run.shownMs)),
  };
}

const settle = (ms) => new Promise((wait) => setTimeout(wait, ms));

/**
 * Opens the long menu's counter link in the system Chromium at the journeys' phone, slows its CPU
 * down and measures opening an item (its modifier sheet) and adding an item to the cart.
 *
 * @param executablePath - the system Chromium
 * @param qrLink - the long menu's counter link
 * @param repetitions - timed taps of each kind, after one untimed first tap (which loads the
 *   sheet's or the cart bar's code and is reported on its own)
 */
export async function measureInteractions(executablePath, qrLink, repetitions) {
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage(PHONE);
    await page.addInitScript(observeEvents, DURATION_THRESHOLD);
    await page.goto(qrLink, { waitUntil: 'networkidle' });
    const card = (number) =>
      page.getByRole('article', { name: largeMenuItemName(number), exact: true });
    const add = (number) => card(number).getByRole('button', { name: 'Add', exact: true });
    await card(1).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // Opening an item: Add on the first item with a required size opens its modifier sheet.
    const openRuns = [];
    for (let run = 0; run <= repetitions; run += 1) {
      const name = largeMenuItemName(1);
      openRuns.push(await tapAndMeasure(page, add(1), { kind: 'sheet', text: name }));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name }).waitFor({ state: 'hidden' });
      await settle(500);
    }

    // Adding an item: Add on items without modifiers, one after the other; the cart bar counts.
    const plain = [];
    for (let number = 2; plain.length <= repetitions; number += 1) {
      if (!hasModifiers(number)) plain.push(number);
    }
    const addRuns = [];
    for (const [index, number] of plain.entries()) {
      const count = index + 1;
      const words = count === 1 ? '1 item' : `${String(count)} items`;
      addRuns.push(await tapAndMeasure(page, add(number), { kind: 'cart', text: words }));
      await settle(500);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const [openFirst, ...openTimed] = openRuns;
    const [addFirst, ...addTimed] = addRuns;
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      openItem: summary(openFirst, openTimed),
      addToCart: summary(addFirst, addTimed),
    };
  } finally {
    await browser.close();
  }
}
