import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../app/router-context';
import { homePageQuery } from '../venue/home-page';
import { sessionTypeOf } from '../venue/session-type';
import { isRouteEnabled, type GatedRoute } from './route-flags';

/**
 * A route's `beforeLoad` that sends the diner to / when the route's feature flag is off (A§2:
 * "a route is also sent to / when it is invalid or its feature flag is disabled").
 *
 * @example `beforeLoad: guardRoute('/order-details')`
 */
export function guardRoute(route: GatedRoute) {
  return async ({ context }: { context: RouterContext }) => {
    const page = await context.queryClient.query(homePageQuery());
    if (!isRouteEnabled(route, page.feature_flags, sessionTypeOf(page.session))) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
      throw redirect({ to: '/', replace: true });
    }
  };
}
