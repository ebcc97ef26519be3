import { describe, expect, it } from 'vitest';
import { pageNonce } from '../page-nonce';

function page(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head></html>`,
    'text/html',
  );
}

describe('pageNonce', () => {
  it("reads the nonce the server gave the page's scripts", () => {
    const root = page(
      '<script type="module" src="/assets/a.js"></script><script type="module" nonce="c2VydmVyLW5vbmNl" src="/assets/index.js"></script>',
    );
    expect(pageNonce(root)).toBe('c2VydmVyLW5vbmNl');
  });

  it('is null on a page without one (the dev server)', () => {
    expect(pageNonce(page('<script type="module" src="/src/main.tsx"></script>'))).toBeNull();
    expect(pageNonce(page('<script nonce=""></script>'))).toBeNull();
  });
});
