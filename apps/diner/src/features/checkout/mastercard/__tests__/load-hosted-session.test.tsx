import { afterEach, describe, expect, it } from 'vitest';
import { HostedSessionLoadError, loadHostedSession } from '../card/load-hosted-session';

const scripts = () => [...document.head.querySelectorAll('script[src]')];

/** A script, at an address of its own, that defines PaymentSession (or not). */
function scriptUrl(defines: boolean): string {
  const source = defines
    ? 'window.PaymentSession = { configure: function () {}, updateSessionFromForm: function () {} };'
    : 'window.somethingElse = 1;';
  return URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
}

afterEach(() => {
  delete (window as { PaymentSession?: unknown }).PaymentSession;
});

describe('loadHostedSession, the gateway’s session.js', () => {
  it('loads a script once per address and gives its PaymentSession', async () => {
    const url = scriptUrl(true);
    const [first, second] = await Promise.all([loadHostedSession(url), loadHostedSession(url)]);
    expect(first).toBe(second);
    expect(typeof first.configure).toBe('function');
    expect(await loadHostedSession(url)).toBe(first);
    expect(scripts().filter((script) => script.getAttribute('src') === url)).toHaveLength(1);
  });

  it('a script that fails to load is a clear error, and the next payment tries again', async () => {
    // A closed port: the browser cannot load it.
    const url = 'http://127.0.0.1:9/form/version/100/merchant/CAFE01/session.js';
    const failed = loadHostedSession(url);
    await expect(failed).rejects.toBeInstanceOf(HostedSessionLoadError);
    await expect(failed).rejects.toThrow(`The card gateway's script could not be loaded (${url}).`);
    expect(scripts().some((script) => script.getAttribute('src') === url)).toBe(false);
    const again = loadHostedSession(url);
    expect(again).not.toBe(failed);
    await expect(again).rejects.toBeInstanceOf(HostedSessionLoadError);
  });

  it('a script that defines no PaymentSession is the same error', async () => {
    await expect(loadHostedSession(scriptUrl(false))).rejects.toBeInstanceOf(
      HostedSessionLoadError,
    );
  });
});
