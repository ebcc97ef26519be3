import adyen, { type Config } from '@adyen/api-library';
import type { IRequest } from '@adyen/api-library/lib/src/typings/requestOptions';

const { HttpClientException } = adyen;

/** The Checkout API's address the SDK builds in the test environment (before its version). */
const SDK_CHECKOUT_TEST = /^https:\/\/checkout-test\.adyen\.com\/v\d+/;

/**
 * The SDK's HTTP client, for a Checkout API at another address than Adyen's (the card sandbox):
 * the official SDK builds Adyen's own addresses and has no setting for another one, but takes its
 * HTTP client as the Client's second argument (ClientInterface). This one sends the SDK's request
 * to `checkoutUrl` (the part of the address up to the API version is replaced), with the headers
 * Adyen's API reads (X-API-Key, Idempotency-Key), and fails as the SDK's own client does: an
 * HttpClientException with Adyen's status and errorCode.
 */
export class RedirectingHttpClient {
  constructor(
    private readonly checkoutUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async request(
    endpoint: string,
    json: string | Buffer,
    config: Config,
    isApiKeyRequired: boolean,
    requestOptions: IRequest.Options = {},
  ): Promise<string> {
    if (isApiKeyRequired && !config.apiKey) {
      throw new HttpClientException({ message: 'Invalid X-API-Key was used', statusCode: 401 });
    }
    const url = new URL(endpoint.replace(SDK_CHECKOUT_TEST, this.checkoutUrl));
    if (requestOptions.params !== undefined) {
      url.search = new URLSearchParams(requestOptions.params).toString();
    }
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (config.apiKey) headers['x-api-key'] = config.apiKey;
    if (requestOptions.idempotencyKey) headers['idempotency-key'] = requestOptions.idempotencyKey;
    let answer: Response;
    try {
      answer = await fetch(url, {
        method: requestOptions.method ?? 'POST',
        headers,
        ...(requestOptions.method === 'GET' ? {} : { body: json.toString() }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new HttpClientException({
        message: `Adyen could not be reached: ${error instanceof Error ? error.message : 'no answer'}`,
        statusCode: 503,
      });
    }
    const body = await answer.text();
    if (answer.ok) return body;
    let apiError: { status?: number; errorCode?: string; message?: string } = {};
    try {
      apiError = JSON.parse(body) as typeof apiError;
    } catch {
      // Not Adyen's error body: the status alone says what went wrong.
    }
    throw new HttpClientException({
      message: `HTTP Exception: ${String(answer.status)}. ${apiError.message ?? answer.statusText}`,
      statusCode: apiError.status ?? answer.status,
      ...(apiError.errorCode === undefined ? {} : { errorCode: apiError.errorCode }),
      responseBody: body,
      apiError,
    });
  }
}
