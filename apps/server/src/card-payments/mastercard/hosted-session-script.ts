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
 * on the gateway's origin (`MASTERCARD_API_URL`'s, for `MASTERCARD_MERCHANT_ID`), the
 * restaurant's gateway or the card sandbox that plays it; null while it is not known (the
 * sandbox not listening yet).
 */
export function hostedSessionScriptUrl(config: ServerConfig): string | null {
  if (config.mastercard === null) return null;
  const { apiUrl, apiVersion, merchantId } = config.mastercard;
  const gateway = apiUrl === null ? null : new URL(apiUrl).origin;
  return gateway === null ? null : `${gateway}${hostedSessionScriptPath(apiVersion, merchantId)}`;
}
