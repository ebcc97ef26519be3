import type { EndpointOutput, endpoints } from '@tabula/api-client';

/** The tracking page configuration as the server answers it (`GET /pages/tracking`). */
export type TrackingPage = EndpointOutput<typeof endpoints.pages.tracking>;

/**
 * The tracking page configuration as the cache holds it: the server's answer, plus the ETA the
 * last status_updated event gave (B§7: status_updated carries status and eta).
 */
// our choice: the order the page answers carries no ETA (the server keeps one but does not send
// it), so the ETA lives beside the order in the same cache entry, written by the live event;
// undefined until an event has said anything about it.
export interface TrackingPageData extends TrackingPage {
  /** When the restaurant expects the order (ISO date-time); null when it gave no ETA. */
  eta?: string | null;
}
