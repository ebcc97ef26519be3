import { loadScript } from '@/lib/scripts/load-script';

/**
 * Loads Google Pay's web script (Google's pay.js, or the card sandbox's stand-in of it) once per
 * address, with the page's nonce (lib/scripts/load-script.ts). A load that fails is forgotten, so
 * a later checkout tries again.
 * our choice: no retry within one checkout; Google Pay is then simply not offered.
 *
 * @param url - The script's address (the payment type's `google_pay_script_url`).
 * @returns A promise settled when the script has run, rejected when it could not be loaded.
 */
export function loadGooglePayScript(url: string, document_: Document = document): Promise<void> {
  return loadScript(url, "Google Pay's script", document_);
}
