import type { MastercardSettings } from '../../config/config';
import { clientCertificatePost, type JsonPost } from './client-certificate-post';
import { MastercardGatewayError } from './mastercard-gateway';

/** Apple's merchant validation hosts (Apple Pay on the web: "Setting up your server"). */
const APPLE_HOST = /^(cn-)?apple-pay-gateway(-[a-z0-9]+)*\.apple\.com$/;

/** Parses an address, or null. */
function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Whether the server may post to a validation URL the browser sent: only Apple's own hosts over
 * https, or, where APPLE_PAY_VALIDATION_ORIGIN names one, only that https origin (the sandbox's
 * stand-in of Apple), so the browser cannot make the server call anywhere else.
 */
export function allowedValidationUrl(settings: MastercardSettings, url: string): boolean {
  const parsed = parseUrl(url);
  if (parsed?.protocol !== 'https:') return false;
  const origin = settings.applePayValidationOrigin;
  return origin === null ? APPLE_HOST.test(parsed.hostname) : parsed.origin === origin;
}

/**
 * How the validation request is sent: over https with the merchant identity certificate as the
 * TLS client certificate (Apple Pay on the web, "Requesting an Apple Pay payment session"). Null
 * when no certificate is configured: Apple refuses the request without one.
 */
export function validationPost(settings: MastercardSettings): JsonPost | null {
  const identity = settings.applePayIdentity;
  return identity === null ? null : clientCertificatePost(identity);
}

/**
 * Apple Pay merchant validation (B§4 Apple Pay): posts the merchant identifier, display name and
 * domain to Apple's validation URL and returns the opaque merchant session for Apple Pay JS.
 *
 * @throws MastercardGatewayError when Apple cannot be reached or refuses the request
 */
export async function validateApplePayMerchant(
  url: string,
  request: { merchantIdentifier: string; displayName: string; domain: string },
  post: JsonPost,
): Promise<Record<string, unknown>> {
  let answer: Awaited<ReturnType<JsonPost>>;
  try {
    answer = await post(
      url,
      JSON.stringify({
        merchantIdentifier: request.merchantIdentifier,
        displayName: request.displayName,
        initiative: 'web',
        initiativeContext: request.domain,
      }),
    );
  } catch (error) {
    throw new MastercardGatewayError(
      `Apple Pay merchant validation could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      null,
      null,
    );
  }
  const { status, body } = answer;
  if (
    status < 200 ||
    status >= 300 ||
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body)
  ) {
    throw new MastercardGatewayError(
      `Apple Pay merchant validation answered ${String(status)}`,
      null,
      status,
    );
  }
  return body as Record<string, unknown>;
}
