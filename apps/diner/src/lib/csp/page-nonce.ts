/**
 * The Content-Security-Policy nonce the server gave this page (its answer's `script-src` and
 * `style-src` name it, and every script element of the page carries it), or null when the page
 * has none (the Vite dev server, a test).
 *
 * A script of another origin the app loads, and the inline style and script such a script
 * injects (Google Pay's pay.js, through PaymentOptions.nonce), need it to run under the policy.
 * Browsers hide the `nonce` attribute's value once the page is parsed; the element's `nonce`
 * property keeps it.
 *
 * @param root - The document to read (tests pass their own).
 */
export function pageNonce(root: Document = document): string | null {
  for (const script of root.scripts) {
    if (script.nonce !== '') return script.nonce;
  }
  return null;
}
