import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { getItemCount } from '@tabula/engine';
import { FloatingCartBar } from '@tabula/ui';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useDeferredValue, useMemo } from 'react';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { useHomePage } from '@/lib/venue/home-page';
import { useMoneySettings } from '@/lib/venue/money-settings';
import { cartAtom } from '@/lib/cart/cart-atoms';
import { cartBarTotal } from './cart-bar-total';

/**
 * The floating cart bar of the menu (A§2): the diner's item count, the engine's total and View
 * Order, leading to /order-details. It is not drawn while the cart holds none of the diner's items.
 */
export function CartBar() {
  const { t } = useLingui();
  const cart = useAtomValue(cartAtom);
  const { menu } = useHomePage();
  const { currency, precision } = useMoneySettings();
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const router = useRouter();
  const count = getItemCount(cart);
  // The count follows the tap at once; the total, which prices the whole order, follows in the
  // render after it, so a tap on a long order paints without waiting for the pricing.
  const pricedCart = useDeferredValue(cart);
  const total = useMemo(
    () =>
      cartBarTotal({
        cart: pricedCart,
        currency,
        precision,
        isTaxInclusive: menu.is_tax_inclusive,
      }),
    [pricedCart, currency, precision, menu.is_tax_inclusive],
  );
  // The link's address is the same at every count: built once, not at each tap.
  const href = useMemo(() => router.buildLocation({ to: '/order-details' }).href, [router]);
  if (count === 0) return null;
  return (
    <FloatingCartBar
      count={count}
      countLabel={t({ message: plural(count, { one: '# item', other: '# items' }) })}
      total={formatMoney(total)}
      label={t`View Order`}
      href={href}
      onClick={(event) => {
        // A client-side move keeps the loaded configuration; the href serves a new tab.
        event.preventDefault();
        void navigate({ to: '/order-details' });
      }}
    />
  );
}
