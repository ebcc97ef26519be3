import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOME_PAGE_SCRIPT_ID, homePageSchema } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../pos/support/staff';
import { scannedDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';

const INLINED = new RegExp(
  `<script nonce="[^"]+" type="application/json" id="${HOME_PAGE_SCRIPT_ID}">([^<]*)</script>`,
);

describe.each(DATABASE_KINDS)('the diner app’s page on %s', (kind) => {
  let t: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tabula-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    t = await startTestServer(kind, { dinerDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('inlines the session’s home page configuration, as /pages/home answers it', async () => {
    const diner = await scannedDiner(t);
    const page = await diner.get('/', { accept: 'text/html' });
    expect(page.status).toBe(200);
    const json = INLINED.exec(page.text)?.[1];
    expect(json).toBeDefined();
    const inlined = homePageSchema.parse(JSON.parse(json ?? 'null'));
    const called = await diner.get('/pages/home');
    expect(inlined).toEqual(homePageSchema.parse(called.body));
    expect(inlined.company.name).toBe('Kopi & Kaya Cafe');
    // The JSON can never close its element early.
    expect(json).not.toContain('<');
  });

  it('inlines nothing without a session, and compresses the page for browsers that accept it', async () => {
    const bare = await fetch(`${t.url}/`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(bare.headers.get('content-encoding')).toBe('gzip');
    expect(bare.headers.get('cache-control')).toBe('no-store');
    const text = await bare.text();
    expect(text).toContain('<meta name="csrf-token" content="">');
    expect(text).not.toContain(HOME_PAGE_SCRIPT_ID);
  });
});

/** The stand-in of the diner's first-paint bundle (test/fixtures/fake-diner-ssr.mjs). */
const FAKE_SSR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'fake-diner-ssr.mjs',
);

/** An index.html as the diner's build writes it: a module script in the head, an empty root. */
const BUILT_INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <title>Tabula</title>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-S1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe.each(DATABASE_KINDS)(
  'the diner app’s page drawn by its first-paint bundle on %s',
  (kind) => {
    let t: TestServer;
    let dist: string;
    beforeAll(async () => {
      dist = mkdtempSync(join(tmpdir(), 'tabula-dist-'));
      mkdirSync(join(dist, 'assets'));
      mkdirSync(join(dist, '.vite'));
      writeFileSync(join(dist, 'index.html'), BUILT_INDEX);
      writeFileSync(
        join(dist, '.vite', 'manifest.json'),
        JSON.stringify({
          'route:/': { file: 'assets/routes-H1.js', css: ['assets/menu-screen-S2.css'] },
          'route:/menu': { file: 'assets/menu-N1.js', css: [] },
        }),
      );
      t = await startTestServer(kind, { dinerDist: dist, dinerSsr: FAKE_SSR });
    });
    afterAll(async () => {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it('draws / into #root, with the language, the company’s name, the route’s links and the brand rule', async () => {
      const diner = await scannedDiner(t);
      const page = await diner.get('/', {
        accept: 'text/html',
        'accept-language': 'ms-MY,en;q=0.5',
      });
      expect(page.status).toBe(200);
      const nonce = /<script nonce="([^"]+)"/.exec(page.text)?.[1] ?? '';
      expect(nonce).not.toBe('');
      expect(page.text).toContain('<html lang="en" dir="ltr">');
      expect(page.text).toContain('<title>Kopi &#38; Kaya Cafe</title>');
      expect(page.text).toContain(
        '<div id="root"><main data-drawn="/" data-languages="ms-MY en"><h1>Kopi &amp; Kaya Cafe</h1></main>',
      );
      expect(page.text).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/menu-screen-S2.css">',
      );
      expect(page.text).toContain(
        '<link rel="tabula-after-first-paint" crossorigin href="/assets/routes-H1.js">',
      );
      expect(page.text).toContain(
        '<link rel="tabula-after-first-paint" crossorigin href="/assets/messages-en.js">',
      );
      expect(page.text).toContain(`<style nonce="${nonce}">.theme[dir]{--brand:#123456}</style>`);
      // The drawn head links come after the template's own, before the head ends.
      expect(page.text.indexOf('menu-screen-S2.css')).toBeGreaterThan(
        page.text.indexOf('index-S1.css'),
      );
      expect(page.text.indexOf('menu-screen-S2.css')).toBeLessThan(page.text.indexOf('</head>'));
      // The app's own first script comes right after the title, before every stylesheet.
      expect(page.text).toContain(
        `<title>Kopi &#38; Kaya Cafe</title><script nonce="${nonce}">self.heldTaps=[]</script>`,
      );
      // Every script, the template's, the inlined configuration's and the drawn page's, has the nonce.
      const scripts = page.text.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts).toHaveLength(4);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      // The page paints without its scripts: none is fetched until the head script asks for
      // them, after the first frame.
      expect(page.text).toContain(
        `<script nonce="${nonce}" type="tabula-after-first-paint" crossorigin src="/assets/index-E1.js">`,
      );
      expect(page.text).not.toMatch(/<script [^>]*type="module"|<link [^>]*rel="modulepreload"/);
      expect(page.text).toMatch(/<meta name="csrf-token" content="[^"]+">/);
      expect(INLINED.test(page.text)).toBe(true);
    });

    it('draws in the language the diner chose on the device (its cookie), right to left for Arabic', async () => {
      const diner = await scannedDiner(t);
      const answer = await fetch(`${t.url}/menu`, {
        headers: { accept: 'text/html', cookie: `${diner.cookieHeader()}; tabula_locale=ar` },
      });
      const text = await answer.text();
      expect(text).toContain('<html lang="ar" dir="rtl">');
      expect(text).toContain('<main data-drawn="/menu"');
    });

    it('compresses the drawn page like any other', async () => {
      const diner = await scannedDiner(t);
      const answer = await fetch(`${t.url}/`, {
        headers: { accept: 'text/html', 'accept-encoding': 'gzip', cookie: diner.cookieHeader() },
      });
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      // fetch inflates it: a broken stream would throw here.
      const text = await answer.text();
      expect(text).toContain('<main data-drawn="/"');
      expect(text).toContain('</html>');
    });

    it('serves the page undrawn, exactly as without the bundle, where the app draws nothing or the drawing fails', async () => {
      const diner = await scannedDiner(t);
      for (const path of ['/login', '/menu?fail']) {
        const page = await diner.get(path, { accept: 'text/html' });
        expect(page.status).toBe(200);
        expect(page.text).toContain('<html lang="en" dir="ltr">');
        expect(page.text).toContain('<title>Tabula</title>');
        expect(page.text).toContain('<div id="root"></div>');
        expect(page.text).not.toContain('modulepreload');
        // Undrawn, it shows nothing until its script runs: the script is fetched at once.
        expect(page.text).toMatch(
          /<script nonce="[^"]+" type="module" crossorigin src="\/assets\/index-E1.js">/,
        );
        expect(INLINED.test(page.text)).toBe(true);
      }
    });

    it('serves the same inputs’ drawing again for a minute, each answer under its own nonce', async () => {
      const diner = await scannedDiner(t);
      const serve = async (path: string, language: string) => {
        const page = await diner.get(path, { accept: 'text/html', 'accept-language': language });
        const nonces = new Set(
          [...page.text.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]),
        );
        expect(nonces.size).toBe(1);
        expect(page.text).not.toContain('tabula-nonce-');
        return {
          drawing: /data-drawing="(\d+)"/.exec(page.text)?.[1],
          nonce: [...nonces][0],
        };
      };
      const first = await serve('/menu?table=7', 'en-SG');
      const again = await serve('/menu?table=7', 'en-SG');
      expect(again.drawing).toBe(first.drawing);
      expect(again.nonce).not.toBe(first.nonce);
      // Another language, another path: drawn anew.
      const malay = await serve('/menu?table=7', 'ms-MY');
      expect(malay.drawing).not.toBe(first.drawing);
      expect((await serve('/menu?table=8', 'en-SG')).drawing).not.toBe(first.drawing);
      t.clock.advance(59_000);
      expect((await serve('/menu?table=7', 'en-SG')).drawing).toBe(first.drawing);
      t.clock.advance(2_000);
      const later = await serve('/menu?table=7', 'en-SG');
      expect(later.drawing).not.toBe(first.drawing);
      expect(later.drawing).not.toBe(malay.drawing);
    });

    it('draws again once the configuration changes: an item sold out at the POS', async () => {
      const diner = await scannedDiner(t);
      const neighbour = await scannedDiner(t);
      const drawingOf = async (who: typeof diner) =>
        /data-drawing="(\d+)"/.exec((await who.get('/', { accept: 'text/html' })).text)?.[1];
      const first = await drawingOf(diner);
      // Diners at one counter read one configuration, so one drawing serves them all.
      expect(await drawingOf(neighbour)).toBe(first);
      const soldOut = await staff(
        t,
        'POST',
        `/pos/api/outlets/${String(t.seed.cafe.outletId)}/stock`,
        {
          item_id: t.seed.cafe.items.laksa,
          sold_out: true,
        },
      );
      expect(soldOut.status).toBe(200);
      const after = await drawingOf(diner);
      expect(after).not.toBe(first);
      expect(await drawingOf(neighbour)).toBe(after);
    });

    it('draws nothing without a session: no configuration to draw from', async () => {
      const page = await fetch(`${t.url}/`, { headers: { accept: 'text/html' } });
      const text = await page.text();
      expect(text).toContain('<div id="root"></div>');
      expect(text).toContain('<title>Tabula</title>');
    });
  },
);
