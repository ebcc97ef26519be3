import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/components/login-screen';
import { signInPageQuery } from '../features/auth/hooks/use-sign-in-page';
import { guardRoute } from '../lib/guards/guard-route';

// spec: A§2 /login, gated by the user flag: sign-in by mobile number or e-mail.
export const Route = createFileRoute('/login')({
  beforeLoad: guardRoute('/login'),
  loader: ({ context }) => context.queryClient.query(signInPageQuery()),
  component: LoginRoute,
});

/** /login with the app's clock. */
function LoginRoute() {
  return <LoginScreen />;
}
