/**
 * Where the Mastercard gateway serves its Hosted Session script (session.js) for a merchant, as
 * its integration guide names it: `/form/version/{version}/merchant/{merchantId}/session.js`.
 */
export function hostedSessionScriptPath(version: number | string, merchantId: string): string {
  return `/form/version/${String(version)}/merchant/${encodeURIComponent(merchantId)}/session.js`;
}
