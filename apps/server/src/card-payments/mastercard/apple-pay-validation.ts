import type { MastercardSettings } from '../../config/config';
import { MastercardGatewayError } from './mastercard-gateway';

/** Apple's merchant validation hosts (Apple Pay on the web: "Setting up your server"). */
const APPLE_HOST = /^(cn-)?apple-pay-gateway(-[a-z0-9]+)*\.apple\.com$/;

/**
 * Whether the server may post to a validation URL the browser sent: only Apple's own hosts over
 * https, or the gateway's own origin (the card sandbox plays Apple there), so the browser cannot
 * make the server call anywhere else.
 */
export function allowedValidationUrl(settings: MastercardSettings, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:' && APPLE_HOST.test(parsed.hostname)) return true;
  return settings.apiUrl !== null && parsed.origin === new URL(settings.apiUrl).origin;
}

/**
 * Apple Pay merchant validation (B§4 Apple Pay): posts the merchant identifier, display name and
 * domain to Apple's validation URL and returns the opaque merchant session for Apple Pay JS.
 */
export async function validateApplePayMerchant(
  url: string,
  request: { merchantIdentifier: string; displayName: string; domain: string },
  fetcher: typeof fetch = fetch,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        merchantIdentifier: request.merchantIdentifier,
        displayName: request.displayName,
        initiative: 'web',
        initiativeContext: request.domain,
      }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    throw new MastercardGatewayError(
      `Apple Pay merchant validation could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      null,
      null,
    );
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new MastercardGatewayError(
      `Apple Pay merchant validation answered ${String(response.status)}`,
      null,
      response.status,
    );
  }
  return body as Record<string, unknown>;
}
