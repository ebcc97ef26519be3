import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { signInSearch } from '@/lib/auth/sign-in-return';
import { guardRoute } from '@/lib/guards/guard-route';
import { homePageQuery } from '@/lib/venue/home-page';
import { accountAccess } from './account-access';

/**
 * A My Account route's `beforeLoad`: the route's feature flag first (to / when off, A§2), then
 * the signed-in registered diner (else to /login, which returns here after sign-in, A§6).
 *
 * @example `beforeLoad: guardAccountRoute('/my-account/profile')`
 */
export function guardAccountRoute(route: '/my-account/profile' | '/my-account/past-orders') {
  const guardFlag = guardRoute(route);
  return async ({ context }: { context: RouterContext }) => {
    await guardFlag({ context });
    const page = await context.queryClient.query(homePageQuery());
    const access = accountAccess(page);
    if (access === 'open') return;
    // spec: A§6, after login the user returns to the stored page: this one (/login?redirect=).
    if (access === 'login') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
      throw redirect({ to: '/login', search: signInSearch(route), replace: true });
    }
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
    throw redirect({ to: '/', replace: true });
  };
}
