import { pageNonce } from '@/lib/csp/page-nonce';

/** The loads under way or done, by document and address: each address is loaded once. */
const loads = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Loads a script of another origin (a provider's: Google Pay's pay.js, Turnstile's api.js) once
 * per address, as a `<script>` element of the page with the page's CSP nonce (the server's
 * policy names the script's origin). A load that fails is forgotten, so a later try loads again.
 *
 * @param what - What the script is, for the error (`Google Pay's script`).
 * @returns A promise settled when the script has run, rejected when it could not be loaded.
 */
export function loadScript(
  url: string,
  what: string,
  document_: Document = document,
): Promise<void> {
  let known = loads.get(document_);
  if (known === undefined) {
    known = new Map();
    loads.set(document_, known);
  }
  const byUrl = known;
  const loading = byUrl.get(url);
  if (loading !== undefined) return loading;
  const load = new Promise<void>((resolve, reject) => {
    const script = document_.createElement('script');
    script.src = url;
    script.async = true;
    const nonce = pageNonce(document_);
    if (nonce !== null) script.nonce = nonce;
    script.addEventListener('load', () => {
      resolve();
    });
    script.addEventListener('error', () => {
      byUrl.delete(url);
      script.remove();
      reject(new Error(`${what} could not be loaded from ${url}`));
    });
    document_.head.append(script);
  });
  byUrl.set(url, load);
  return load;
}
