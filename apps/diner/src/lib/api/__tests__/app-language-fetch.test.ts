import { describe, expect, it } from 'vitest';
import { appLanguageFetch } from '../app-language-fetch';

/** A fetch that records the headers of each call. */
function recorder() {
  const sent: Headers[] = [];
  const fetcher: typeof globalThis.fetch = (_resource, init) => {
    sent.push(new Headers(init?.headers));
    return Promise.resolve(new Response(null, { status: 204 }));
  };
  return { sent, fetcher };
}

describe('appLanguageFetch', () => {
  it("sends the app's active language, as it is at each call, keeping the other headers", async () => {
    const { sent, fetcher } = recorder();
    let language = 'ar';
    const fetch = appLanguageFetch(() => language, fetcher);
    await fetch('/pages/home', { headers: { Accept: 'application/json' } });
    language = 'zh';
    await fetch('/pages/home');
    expect(sent.map((headers) => headers.get('Accept-Language'))).toEqual(['ar', 'zh']);
    expect(sent[0]?.get('Accept')).toBe('application/json');
  });

  it('leaves a call alone before any language is active, or when it names its own', async () => {
    const { sent, fetcher } = recorder();
    let language = '';
    const fetch = appLanguageFetch(() => language, fetcher);
    await fetch('/pages/home');
    language = 'ms';
    await fetch('/pages/home', { headers: { 'Accept-Language': 'en' } });
    expect(sent.map((headers) => headers.get('Accept-Language'))).toEqual([null, 'en']);
  });
});
