import { describe, expect, it } from 'vitest';
import {
  homePage,
  homePageWith,
  kayaToast,
  kuwaitCompany,
  menu,
  scanAndPaySession,
  tableSession,
  type HomePage,
} from '@test/fixtures/home-page';
import { AFTER_FIRST_PAINT, type FirstPaintRequest } from '@tabula/api-client';
import { renderFirstPaint } from '../entry-server';

/** The server's request for a page, in Node: no document, no storage. */
const request = (changes: Partial<FirstPaintRequest>): FirstPaintRequest => ({
  url: 'https://tabula.example/',
  home: homePage,
  storedLocale: null,
  browserLanguages: ['en-SG', 'en'],
  nonce: 'n0nce-42',
  ...changes,
});

/** Draws a page as the server would for this request (ADR 0012). */
async function draw(changes: Partial<FirstPaintRequest> = {}) {
  const page = await renderFirstPaint(request(changes));
  if (page === null) throw new Error('the page was not drawn');
  return page;
}

/** A breakfast of `count` toasts, each named after its place. */
function longMenu(count: number): HomePage {
  const items = Array.from({ length: count }, (_, index) => ({
    ...kayaToast,
    id: 500 + index,
    name: `Toast number ${String(index + 1)}`,
    sequence_no: index + 1,
  }));
  return homePageWith({
    menu: {
      ...menu,
      categories: [{ id: 11, name: 'Breakfast', items, has_subcategory: false, schedules: null }],
    },
  });
}

const scripts = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

describe('the first paint drawn on the server (ADR 0012)', () => {
  it('draws the counter’s menu at /: the shell, the heading, the items with their prices, the announcement', async () => {
    const page = await draw();
    expect(page).toMatchObject({ status: 200, locale: 'en', dir: 'ltr' });
    expect(page.html).not.toContain('<!DOCTYPE');
    expect(page.html).toContain('Kopi &amp; Kaya Cafe');
    expect(page.html).toMatch(/<h1[^>]*>Menu<\/h1>/);
    expect(page.html).toContain('Kaya Toast');
    expect(page.html).toContain('Kopi');
    expect(page.html).toContain('3.50');
    expect(page.html).toContain('New: weekend brunch, Saturdays and Sundays from 9 am.');
  });

  it('carries the company’s brand colours as a rule for the page’s style element', async () => {
    const { style } = await draw({ home: homePageWith({ company: kuwaitCompany }) });
    expect(style).toMatch(/^\.[\w-]+\[dir\]\{--[\w-]+:#8a1538;/i);
    expect(style).not.toMatch(/#0f766e/i);
  });

  it('carries the router’s state for hydration, every script under the page’s nonce', async () => {
    const { html, headScript } = await draw();
    expect(html).toContain('$_TSR');
    expect(scripts(html).length).toBeGreaterThan(0);
    for (const tag of scripts(html)) expect(tag).toContain('nonce="n0nce-42"');
    // The head's script, which holds a tap made before the app responds (early-taps.tsx) and
    // loads the app's scripts after the first frame (scripts-after-first-paint.ts).
    expect(scripts(headScript)).toEqual(['<script nonce="n0nce-42">']);
    expect(headScript).toContain('__tabulaEarlyTaps');
    expect(headScript).toContain(`script[type="${AFTER_FIRST_PAINT}"]`);
  });

  it('draws the read-only menu at /menu', async () => {
    const page = await draw({ url: 'https://tabula.example/menu' });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Menu<\/h1>/);
    expect(page.html).toContain('Kaya Toast');
  });

  it('draws nothing for the paths it does not draw, nor for / at a scan-and-pay table', async () => {
    expect(await renderFirstPaint(request({ url: 'https://tabula.example/checkout' }))).toBeNull();
    expect(await renderFirstPaint(request({ url: 'https://tabula.example/login' }))).toBeNull();
    const scanAndPay = homePageWith({ session: scanAndPaySession });
    expect(await renderFirstPaint(request({ home: scanAndPay }))).toBeNull();
    const menu = await renderFirstPaint(
      request({ home: scanAndPay, url: 'https://tabula.example/menu' }),
    );
    expect(menu?.html).toContain('Kaya Toast');
  });

  it('draws the first eight items of a long menu and keeps room for the rest, as the browser’s first render does', async () => {
    const { html } = await draw({ home: longMenu(20) });
    for (let n = 1; n <= 8; n += 1) expect(html).toContain(`Toast number ${String(n)}<`);
    for (let n = 9; n <= 20; n += 1) expect(html).not.toContain(`Toast number ${String(n)}<`);
    expect(html).toMatch(/<li[^>]*aria-hidden="true"/);
  });

  it('speaks the company’s language when the diner chose none and the phone’s is not offered: Arabic, right to left', async () => {
    const page = await draw({
      home: homePageWith({ company: kuwaitCompany }),
      browserLanguages: ['fr-FR'],
    });
    expect(page).toMatchObject({ locale: 'ar', dir: 'rtl' });
    expect(page.html).toContain('dir="rtl"');
    expect(page.html).toMatch(/<h1[^>]*>القائمة<\/h1>/);
  });

  it('speaks the language the diner chose on the device (its cookie), the items in their translations', async () => {
    const page = await draw({ storedLocale: 'zh' });
    expect(page.locale).toBe('zh');
    expect(page.html).toMatch(/<h1[^>]*>菜单<\/h1>/);
    expect(page.html).toContain('咖椰吐司');
  });

  it('ignores a stored choice the company does not offer, or that is no language at all', async () => {
    expect((await draw({ storedLocale: 'ar' })).locale).toBe('en');
    expect((await draw({ storedLocale: '"><script>' })).locale).toBe('en');
  });

  it('keeps each request in its own language when pages are drawn at once', async () => {
    const kuwait = homePageWith({ company: kuwaitCompany });
    const pages = await Promise.all([
      draw(),
      draw({ home: kuwait, browserLanguages: [] }),
      draw({ storedLocale: 'zh' }),
      draw({ home: kuwait, storedLocale: 'en' }),
    ]);
    expect(pages.map((page) => page.locale)).toEqual(['en', 'ar', 'zh', 'en']);
    expect(pages.map((page) => /<h1[^>]*>([^<]*)<\/h1>/.exec(page.html)?.[1])).toEqual([
      'Menu',
      'القائمة',
      '菜单',
      'Menu',
    ]);
  });

  it('draws a part loaded with React.lazy in place, at the first drawing of the process: no boundary left to the browser', async () => {
    const openTab = homePageWith({
      session: { ...tableSession, table_id: 3, qr_source: 'dine_ot', table_number: 'T3' },
    });
    const { html } = await draw({ home: openTab });
    // React marks a boundary it could not finish `<!--$!-->` and an outlined one `<!--$?-->`.
    expect(html).toContain('<!--$-->');
    expect(html).not.toMatch(/<!--\$[!?]-->/);
    expect(html).not.toContain('<template');
    expect(html).toContain('Kaya Toast');
  });
});
