import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { MenuScreen } from '../features/menu/components/menu-screen';

// spec: A§2 side menu, Search also opens /menu in scan-and-pay; ?search=true focuses the box.
const menuSearchSchema = z.object({ search: z.boolean().optional().catch(undefined) });

export const Route = createFileRoute('/menu')({
  validateSearch: menuSearchSchema,
  component: ReadOnlyMenu,
});

/**
 * The read-only menu of scan-and-pay (A§2 /menu): the same menu without a cart.
 *
 * our choice: it opens in any session (it only reads the menu), so no guard sends it away.
 */
function ReadOnlyMenu() {
  const { search } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <main>
      <MenuScreen
        readOnly
        focusSearch={search === true}
        onSearchFocused={() => {
          void navigate({ search: {}, replace: true });
        }}
      />
    </main>
  );
}
