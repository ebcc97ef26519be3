import {
  createRootRouteWithContext,
  Navigate,
  Scripts,
  useRouterState,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RouterContext } from '../app/router-context';
import { CartHost } from '../features/cart/add/cart-host';
import { AppShell } from '../features/shell/components/app-shell';
import { RouteError } from '../features/shell/components/route-error';
import { InvalidTablePage } from '../features/table/components/invalid-table-page';
import { TableChoiceHost } from '../features/table/components/table-choice-host';
import { TableJoinHost } from '../features/table/components/table-join-host';
import { WaiterCall } from '../features/waiter/components/waiter-call';
import { takeHandoff } from '../lib/handoff/take-handoff';
import { activateLocale } from '../lib/i18n/i18n';
import { resolveLocale } from '../lib/i18n/resolve-locale';
import { homePageQuery } from '../lib/venue/home-page';
import { isSessionMissing } from '../lib/venue/session-missing';

export const Route = createRootRouteWithContext<RouterContext>()({
  // issue 33: a link handed over from an in-app browser brings the cart and its page.
  beforeLoad: takeHandoff,
  loader: async ({ context }) => {
    const page = await context.queryClient.query(homePageQuery());
    // spec: A§9, the stored choice, else (a first visit) the phone's languages the company
    // offers, else the company default, else English; activated before the first paint of the
    // shell, so no other language flashes first, also when the page came inlined.
    const { stored, browser } = context.localeSources();
    await activateLocale(resolveLocale(stored, page.company.locale_data, browser));
    // Nothing is returned: the page lives in the query cache, where every screen reads it, and a
    // server-rendered page would otherwise carry the whole menu a second time (ADR 0012).
  },
  // A page the server drew carries the router's state for hydration in these scripts (ADR 0012);
  // in the browser they are none.
  shellComponent: RootShell,
  component: RootLayout,
  // spec: A§2, without a session (401) the 'not allowed to access directly' page; any other
  // failure of the configuration shows the generic error page with a retry.
  errorComponent: RootError,
  // spec: A§2, an unknown path redirects to /.
  notFoundComponent: () => <Navigate to="/" replace />,
});

/** The root's shell: the app, then the router's scripts. */
function RootShell({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Scripts />
    </>
  );
}

/**
 * A failed configuration: /invalid-table still says why, since it is reached without a session
 * (B§2: after the QR session is reset; the server's answer to an unknown QR code).
 */
function RootError(props: ErrorComponentProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (pathname === '/invalid-table' && isSessionMissing(props.error)) return <InvalidTablePage />;
  return <RouteError {...props} />;
}

/**
 * The shell, with the app-wide layers (the cart's, table joining at an open tab, B§4, and the
 * question a scan of another table asks a diner on an open tab, issue 30) and the waiter call's
 * status bar and button.
 */
function RootLayout() {
  return (
    <AppShell
      overlays={
        <>
          <CartHost />
          <TableJoinHost />
          <TableChoiceHost />
        </>
      }
      statusBars={<WaiterCall />}
    />
  );
}
