import type { EndpointOutput, pagesEndpoints } from '@tabula/api-client';

/** The tracking page configuration as the server answers it (`GET /pages/tracking`). */
export type TrackingPage = EndpointOutput<typeof pagesEndpoints.tracking>;

/** The tracking page configuration as the cache holds it; live events write into its order. */
export type TrackingPageData = TrackingPage;
