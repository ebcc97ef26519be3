import { useHomePage } from '@/lib/venue/home-page';
import { CartSheets } from './cart-sheets';

/**
 * The cart's app-wide layer, on every route: the restore of the stored cart, the add-flow sheets
 * and the notices; nothing when the cart feature is off (the lite plan's menu has no cart, A§4).
 */
export function CartHost() {
  const { feature_flags: flags } = useHomePage();
  return flags.cart.enabled ? <CartSheets /> : null;
}
