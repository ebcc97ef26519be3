import type { EndpointOutput, pagesEndpoints } from '@tabula/api-client';
import { signInPageQueryOptions } from '@tabula/api-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api';

/** The sign-in page configuration: user, session, company, outlet and flags. */
export type SignInPage = EndpointOutput<typeof pagesEndpoints.signIn>;

/** The sign-in page configuration (`GET /pages/sign_in`), as the /login route loads it. */
export const signInPageQuery = () => signInPageQueryOptions(api);

/** The loaded sign-in configuration: the company carries the captcha and code settings. */
export function useSignInPage(): SignInPage {
  return useSuspenseQuery(signInPageQuery()).data;
}
