import { gunzipSync } from 'node:zlib';
import { HOME_PAGE_SCRIPT_ID } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { JsonText, serialiseFields, spliceJson } from '../../src/http/json-text';
import { indexPage, NonceText } from '../../src/features/diner-app/index-page';

const TEMPLATE = `<!doctype html><html><head><meta charset="utf-8">
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="stylesheet" href="/assets/index.css"></head>
<body><div id="root"></div><script>window.x = 1</script></body></html>`;

describe('the index page filled in per answer', () => {
  const page = indexPage(TEMPLATE);
  const shared = serialiseFields({ menu: { categories: [{ id: 1, name: 'Soup </script>' }] } });
  const home = spliceJson({ user: null }, shared);

  it('gives every script element the nonce and carries the token and the configuration', () => {
    const { text } = page.fill({ nonce: 'N0nce', csrfToken: 'T0ken', home });
    expect(text.match(/<script\b[^>]*>/g)).toEqual([
      '<script nonce="N0nce" type="module" crossorigin src="/assets/index.js">',
      `<script nonce="N0nce" type="application/json" id="${HOME_PAGE_SCRIPT_ID}">`,
      '<script nonce="N0nce">',
    ]);
    expect(text).toContain('<meta name="csrf-token" content="T0ken">');
    const inlined = new RegExp(`id="${HOME_PAGE_SCRIPT_ID}">([^<]*)</script>`).exec(text);
    expect(JSON.parse(inlined?.[1] ?? '')).toEqual({
      user: null,
      menu: { categories: [{ id: 1, name: 'Soup </script>' }] },
    });
    // Only what the answer added differs from the template.
    expect(
      text.replace(/ nonce="N0nce"/g, '').replace(/<meta name="csrf-token".*<\/script>/, ''),
    ).toBe(TEMPLATE);
  });

  it('gzips to the same text, for a fresh configuration and for one seen before', () => {
    for (const answer of [
      { nonce: 'a', csrfToken: '', home: null },
      { nonce: 'b', csrfToken: 'x', home },
      { nonce: 'c', csrfToken: 'y', home: spliceJson({ user: { id: 7 } }, shared) },
      { nonce: 'd', csrfToken: 'z', home: new JsonText('"only":"own"') },
    ]) {
      const filled = page.fill(answer);
      expect(gunzipSync(filled.gzip()).toString('utf8')).toBe(filled.text);
    }
  });

  it('fills a drawing kept for many answers with each answer’s nonce, in text and in gzip', () => {
    const slot = 'slot-7f3a';
    const drawn = {
      lang: 'ar',
      dir: 'rtl' as const,
      title: 'Kopi &#38; Kaya',
      headScript: new NonceText(`<script nonce="${slot}">0</script>`, slot),
      head: new NonceText(
        `<link rel="stylesheet" href="/a.css"><style nonce="${slot}">x{}</style>`,
        slot,
      ),
      root: new NonceText(
        `<main>${'<p>Kaya toast</p>'.repeat(200)}</main><script nonce="${slot}">1</script><script nonce="${slot}">2</script>`,
        slot,
      ),
    };
    for (const nonce of ['first', 'second']) {
      const filled = page.fill({ nonce, csrfToken: 't', home, drawn });
      const { text } = filled;
      expect(text).not.toContain(slot);
      expect(text).toContain('<html lang="ar" dir="rtl">');
      // The template has no title: the drawn page's first script opens its head links.
      expect(text).toContain(`<script nonce="${nonce}">0</script><link rel="stylesheet"`);
      expect(text).toContain(`<style nonce="${nonce}">x{}</style></head>`);
      expect(text).toContain(`<div id="root"><main><p>Kaya toast</p>`);
      expect(text).toContain(
        `</main><script nonce="${nonce}">1</script><script nonce="${nonce}">2</script></div>`,
      );
      expect(text.match(new RegExp(`nonce="${nonce}"`, 'g'))).toHaveLength(7);
      expect(gunzipSync(filled.gzip()).toString('utf8')).toBe(text);
    }
  });
});
