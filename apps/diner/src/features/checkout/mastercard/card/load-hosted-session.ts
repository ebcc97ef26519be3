import { paymentSessionOf, type PaymentSessionApi } from './payment-session';

/** The gateway's session.js could not be loaded, or did not define `PaymentSession`. */
export class HostedSessionLoadError extends Error {
  constructor(readonly url: string) {
    super(`The card gateway's script could not be loaded (${url}).`);
    this.name = 'HostedSessionLoadError';
  }
}

const loads = new Map<string, Promise<PaymentSessionApi>>();

/**
 * Loads the Mastercard gateway's session.js (its Hosted Session) once per address, and gives its
 * `PaymentSession`. Later calls for the same address share the first load; a failed load is
 * forgotten, so the next payment tries again.
 *
 * @param url - The script's address (the payment type's `hosted_session_script_url`).
 * @returns The script's `PaymentSession`.
 * @throws HostedSessionLoadError when the script fails to load or defines no `PaymentSession`.
 * @example
 * const paymentSession = await loadHostedSession(type.hosted_session_script_url);
 */
export function loadHostedSession(url: string): Promise<PaymentSessionApi> {
  const known = loads.get(url);
  if (known !== undefined) return known;
  const loading = new Promise<PaymentSessionApi>((resolve, reject) => {
    const script = document.createElement('script');
    const failed = () => {
      loads.delete(url);
      script.remove();
      reject(new HostedSessionLoadError(url));
    };
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      const api = paymentSessionOf(window);
      if (api === null) failed();
      else resolve(api);
    });
    script.addEventListener('error', failed);
    document.head.append(script);
  });
  loads.set(url, loading);
  return loading;
}
