import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/components/login-screen';
import { signInPageQuery } from '../features/auth/hooks/use-sign-in-page';
import { signedInRedirect } from '../features/auth/utils/signed-in-redirect';
import type { RouterContext } from '../app/router-context';
import { storedPostLoginPage, takePostLoginPage } from '../lib/auth/post-login-page';
import { loginSearchSchema, type LoginSearch } from '../lib/auth/sign-in-return';
import { guardRoute } from '../lib/guards/guard-route';
import { homePageQuery } from '../lib/venue/home-page';

const guardLogin = guardRoute('/login');

// spec: A§2 /login, gated by the user flag: sign-in by mobile number or e-mail.
export const Route = createFileRoute('/login')({
  // spec: A§4 Login, A§6: ?redirect= names the app page sign-in returns to (issue 30).
  validateSearch: loginSearchSchema,
  beforeLoad: async ({ context, search }: { context: RouterContext; search: LoginSearch }) => {
    await guardLogin({ context });
    const page = await context.queryClient.query(homePageQuery());
    const target = signedInRedirect(page.user, search.redirect ?? storedPostLoginPage());
    if (target !== null) {
      takePostLoginPage();
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
      throw redirect({ href: target, replace: true });
    }
  },
  loader: ({ context }) => context.queryClient.query(signInPageQuery()),
  component: LoginRoute,
});

/** /login with the app's clock, returning to the page its search names. */
function LoginRoute() {
  const { redirect: returnTo } = Route.useSearch();
  return <LoginScreen returnTo={returnTo ?? null} />;
}
