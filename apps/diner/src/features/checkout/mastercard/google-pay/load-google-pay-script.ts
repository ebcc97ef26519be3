import { pageNonce } from '@/lib/csp/page-nonce';

/** The script loads under way or done, by address: each address is loaded once. */
const loads = new Map<string, Promise<void>>();

/**
 * Loads Google Pay's web script (Google's pay.js, or the card sandbox's stand-in of it) once per
 * address, as a `<script>` element of the page (the app's policy names its origin in
 * `script-src`). A load that fails is forgotten, so a later checkout tries again.
 * our choice: no retry within one checkout; Google Pay is then simply not offered.
 *
 * @param url - The script's address (the payment type's `google_pay_script_url`).
 * @returns A promise settled when the script has run, rejected when it could not be loaded.
 */
export function loadGooglePayScript(url: string, document_: Document = document): Promise<void> {
  const known = loads.get(url);
  if (known !== undefined) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document_.createElement('script');
    script.src = url;
    // The policy names pay.js's origin; its nonce, given as well, keeps the element like the
    // page's own scripts.
    const nonce = pageNonce(document_);
    if (nonce !== null) script.nonce = nonce;
    script.async = true;
    script.addEventListener('load', () => {
      resolve();
    });
    script.addEventListener('error', () => {
      loads.delete(url);
      script.remove();
      reject(new Error(`Google Pay's script could not be loaded from ${url}`));
    });
    document_.head.append(script);
  });
  loads.set(url, load);
  return load;
}
