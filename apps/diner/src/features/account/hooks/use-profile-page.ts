import type { EndpointOutput, pagesEndpoints } from '@tabula/api-client';
import { profilesPageQueryOptions } from '@tabula/api-client/query';
import { api } from '@/lib/api/api';

/** The profile's configuration (`GET /pages/profiles`). */
export type ProfilePage = EndpointOutput<typeof pagesEndpoints.profiles>;

/** The profile's configuration query, as the route prefetches it and the screen reads it. */
export const profilePageQuery = () => profilesPageQueryOptions(api);
