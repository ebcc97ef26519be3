import type { ServerConfig } from '../../config/config';

/**
 * The path of the gateway's Hosted Session script (MPGS session.js) for a merchant, on the
 * gateway's origin: `/form/version/{version}/merchant/{merchantId}/session.js`.
 */
export function hostedSessionScriptPath(version: number | string, merchantId: string): string {
  return `/form/version/${String(version)}/merchant/${encodeURIComponent(merchantId)}/session.js`;
}

/**
 * Where the diner app loads the gateway's session.js, which draws the typed card's hosted fields:
 * the card sandbox's copy while it plays the gateway, the restaurant's gateway's own
 * (`MASTERCARD_API_URL`'s origin, `MASTERCARD_MERCHANT_ID`) otherwise; null while neither is
 * known (the sandbox not listening yet).
 */
export function hostedSessionScriptUrl(config: ServerConfig): string | null {
  const { sandboxPagesUrl, apiUrl, apiVersion, merchantId } = config.mastercard;
  const gateway = sandboxPagesUrl ?? (apiUrl === null ? null : new URL(apiUrl).origin);
  return gateway === null ? null : `${gateway}${hostedSessionScriptPath(apiVersion, merchantId)}`;
}
