import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { z } from 'zod';
import { CartBarSlot } from '../features/cart/cart-bar/cart-bar-slot';
import { useMenuCart } from '../features/cart/hooks/use-menu-cart';
import { MenuScreen } from '../features/menu/components/menu-screen';
import { homePageQuery, useHomePage } from '../lib/venue/home-page';
import { sessionTypeOf } from '../lib/venue/session-type';

// spec: A§2 side menu, Search opens / with ?search=true; anything else in the address is ignored.
const homeSearchSchema = z.object({ search: z.boolean().optional().catch(undefined) });

// The table bill of scan-and-pay loads only there: a diner at a counter or an open tab never
// downloads it. The loader starts it beside the route's own chunk, so the table waits no longer.
const loadTableBill = () => import('../features/split/components/table-bill-screen');
const TableBillScreen = lazy(() =>
  loadTableBill().then((module) => ({ default: module.TableBillScreen })),
);

export const Route = createFileRoute('/')({
  validateSearch: homeSearchSchema,
  loader: async ({ context }) => {
    const page = await context.queryClient.query(homePageQuery());
    if (sessionTypeOf(page.session) === 'scan_and_pay') void loadTableBill();
  },
  component: Home,
});

/**
 * / : at a scan-and-pay table the order summary of the table bill (B§2; the menu is read-only at
 * /menu), everywhere else the home menu.
 */
function Home() {
  const session = useHomePage().session;
  if (sessionTypeOf(session) === 'scan_and_pay') {
    return (
      <Suspense fallback={null}>
        <TableBillScreen />
      </Suspense>
    );
  }
  return <HomeMenu />;
}

/** The home menu (A§2 /). */
function HomeMenu() {
  const { search } = Route.useSearch();
  const navigate = Route.useNavigate();
  const cart = useMenuCart();
  // spec: A§4 feature flags, without the cart feature (lite plan) the menu has no cart.
  const cartOn = useHomePage().feature_flags.cart.enabled;
  return (
    <main>
      <MenuScreen
        cart={cartOn ? cart : undefined}
        cartBar={cartOn ? <CartBarSlot /> : undefined}
        focusSearch={search === true}
        onSearchFocused={() => {
          // Drop ?search=true, so the side menu's Search focuses the box again next time.
          void navigate({ search: {}, replace: true });
        }}
      />
    </main>
  );
}
