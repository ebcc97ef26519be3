import type { MenuItem } from '@tabula/api-client';
import type { Cart } from '@tabula/engine';
import { createStore, useAtomValue, type Atom } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderApp } from '@test/render-app';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import {
  burger,
  burgerLine,
  cartHomePage,
  cartOf,
  coffee,
  water,
  waterLine,
} from '@/lib/cart/__tests__/fixtures';
import { useMenuCart } from '../../hooks/use-menu-cart';
import { cartAtom } from '@/lib/cart/cart-atoms';
import { recordNotices } from './record-notices';
import { CartSheets } from '../cart-sheets';
import { isolate } from '@/lib/i18n/venue-text';

const categories = new Map<number, number>([
  [burger.id, 21],
  [coffee.id, 22],
  [water.id, 23],
]);

/** How many times the stand-in of the menu drew (each card's count draws on its own). */
let cardsDrawn = 0;

/** An item's count, as a card reads it. */
function Count({ count, itemId }: { count: Atom<number>; itemId: number }) {
  return <span data-testid={`count-${String(itemId)}`}>{useAtomValue(count)}</span>;
}

/** A stand-in for the menu's cards: one Add and one − per item, and each count. */
function Cards({ items }: { items: MenuItem[] }) {
  const cart = useMenuCart();
  cardsDrawn += 1;
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <Count count={cart.countAtom(item.id)} itemId={item.id} />
          <button
            type="button"
            onClick={() => {
              cart.add(item, categories.get(item.id) ?? 0);
            }}
          >
            {`Add ${item.name}`}
          </button>
          <button
            type="button"
            onClick={() => {
              cart.decrement(item, categories.get(item.id) ?? 0);
            }}
          >
            {`Less ${item.name}`}
          </button>
        </li>
      ))}
    </ul>
  );
}

async function renderCards(stored?: Cart, homePage = cartHomePage) {
  if (stored !== undefined) localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(stored));
  const store = createStore();
  await renderApp(
    <>
      <Cards items={[burger, coffee, water]} />
      <CartSheets />
    </>,
    { homePage, store },
  );
  return store;
}

describe('the add flow', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('adds a plain item at once and confirms it', async () => {
    const store = await renderCards();
    const notices = recordNotices(store);
    await userEvent.click(page.getByRole('button', { name: 'Add Water' }));
    await expect.element(page.getByTestId(`count-${water.id}`)).toHaveTextContent('1');
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
    expect(notices).toEqual([expect.objectContaining({ kind: 'added', itemName: 'Water' })]);
    expect(store.get(cartAtom).lines).toHaveLength(1);
  });

  it('does not draw the menu again when the cart changes: each count follows its item', async () => {
    await renderCards();
    await expect.element(page.getByTestId(`count-${String(water.id)}`)).toHaveTextContent('0');
    const drawn = cardsDrawn;
    await userEvent.click(page.getByRole('button', { name: 'Add Water' }));
    await expect.element(page.getByTestId(`count-${String(water.id)}`)).toHaveTextContent('1');
    await userEvent.click(page.getByRole('button', { name: 'Add Water' }));
    await expect.element(page.getByTestId(`count-${String(water.id)}`)).toHaveTextContent('2');
    await expect.element(page.getByTestId(`count-${String(burger.id)}`)).toHaveTextContent('0');
    await userEvent.click(page.getByRole('button', { name: 'Less Water' }));
    await expect.element(page.getByTestId(`count-${String(water.id)}`)).toHaveTextContent('1');
    expect(cardsDrawn).toBe(drawn);
  });

  it('opens the modifier sheet for an item with modifiers not yet in the cart', async () => {
    await renderCards();
    await userEvent.click(page.getByRole('button', { name: 'Add Burger' }));
    await expect
      .element(
        page.getByRole('dialog', { name: 'Burger' }).getByRole('radiogroup', { name: 'Size' }),
      )
      .toBeVisible();
  });

  it('asks to repeat the last choice or add a new one for an item already in the cart', async () => {
    const store = await renderCards(
      cartOf(
        [
          burgerLine(),
          burgerLine({
            id: 'burger-2',
            count: 1,
            last_updated_at: 5_000,
            modifiers: [
              { group_id: 501, id: 5012, count: 1, unit_price: '2.00' },
              { group_id: 503, id: 5031, count: 1, unit_price: '0.00' },
            ],
          }),
        ],
        Date.now(),
      ),
    );
    await userEvent.click(page.getByRole('button', { name: 'Add Burger' }));
    const sheet = page.getByRole('dialog', { name: 'Burger' });
    await expect
      .element(sheet)
      .toHaveTextContent(`Last: Burger (${isolate('Large')}, ${isolate('Fries')})`);
    const notices = recordNotices(store);
    await userEvent.click(sheet.getByRole('button', { name: 'Repeat last' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(notices).toEqual([expect.objectContaining({ kind: 'added', itemName: 'Burger' })]);
    // The most recently changed line (burger-2) got one more.
    expect(store.get(cartAtom).lines.map((line) => [line.id, line.count])).toEqual([
      ['burger-1', 1],
      ['burger-2', 2],
    ]);
    await expect.element(page.getByTestId(`count-${burger.id}`)).toHaveTextContent('3');

    await userEvent.click(page.getByRole('button', { name: 'Add Burger' }));
    await userEvent.click(page.getByRole('button', { name: 'Add new' }));
    await expect
      .element(
        page.getByRole('dialog', { name: 'Burger' }).getByRole('radiogroup', { name: 'Size' }),
      )
      .toBeVisible();
  });

  it('blocks a decrement on an item with several customisations', async () => {
    const store = await renderCards(
      cartOf(
        [
          burgerLine(),
          burgerLine({
            id: 'burger-2',
            modifiers: [
              { group_id: 501, id: 5012, count: 1, unit_price: '2.00' },
              { group_id: 503, id: 5031, count: 1, unit_price: '0.00' },
            ],
          }),
        ],
        Date.now(),
      ),
    );
    await userEvent.click(page.getByRole('button', { name: 'Less Burger' }));
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('This item has multiple customisations. Remove it from the cart.');
    expect(store.get(cartAtom).lines.map((line) => line.count)).toEqual([1, 1]);
  });

  it('lowers the only line of an item, and removes it at 0', async () => {
    const store = await renderCards(cartOf([waterLine({ count: 2 })], Date.now()));
    await userEvent.click(page.getByRole('button', { name: 'Less Water' }));
    await expect.element(page.getByTestId(`count-${water.id}`)).toHaveTextContent('1');
    await userEvent.click(page.getByRole('button', { name: 'Less Water' }));
    await expect.element(page.getByTestId(`count-${water.id}`)).toHaveTextContent('0');
    expect(store.get(cartAtom).lines).toHaveLength(0);
  });

  it('does not count or lower a free item', async () => {
    const store = await renderCards(
      cartOf([waterLine({ is_free_item: true, promotion_id: 9 })], Date.now()),
    );
    await expect.element(page.getByTestId(`count-${water.id}`)).toHaveTextContent('0');
    await userEvent.click(page.getByRole('button', { name: 'Less Water' }));
    expect(store.get(cartAtom).lines).toHaveLength(1);
  });

  it('picks a grouped item: a plain pick goes in the cart, a pick with modifiers opens them', async () => {
    const store = await renderCards();
    await userEvent.click(page.getByRole('button', { name: 'Add Coffee' }));
    const grouped = page.getByRole('dialog', { name: 'Coffee' });
    await userEvent.click(grouped.getByRole('button', { name: /^Long black/ }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(cartAtom).lines[0]).toMatchObject({ item_id: 303, parent_item_id: coffee.id });

    // Now in the cart: repeat or new; new goes back to the picks.
    await userEvent.click(page.getByRole('button', { name: 'Add Coffee' }));
    await userEvent.click(page.getByRole('button', { name: 'Add new' }));
    await userEvent.click(
      page.getByRole('dialog', { name: 'Coffee' }).getByRole('button', { name: /^Latte/ }),
    );
    const latte = page.getByRole('dialog', { name: 'Latte' });
    await expect.element(latte.getByRole('radio', { name: 'Whole milk' })).toBeChecked();
    await userEvent.click(latte.getByRole('button', { name: /^Add / }).last());
    await expect.element(page.getByTestId(`count-${coffee.id}`)).toHaveTextContent('2');
  });

  it('does not offer a sold-out pick of a grouped item', async () => {
    await renderCards(undefined, {
      ...cartHomePage,
      out_of_stock_items: [{ item_id: 302, category_id: null }],
    });
    await userEvent.click(page.getByRole('button', { name: 'Add Coffee' }));
    const grouped = page.getByRole('dialog', { name: 'Coffee' });
    await expect.element(grouped.getByRole('button', { name: 'Latte, sold out' })).toBeDisabled();
    await expect.element(grouped.getByRole('button', { name: /^Long black/ })).toBeEnabled();
  });

  it('clears a stored cart that no longer matches the menu on load', async () => {
    const store = await renderCards(cartOf([waterLine({ item_id: 999 })], Date.now()));
    await expect.element(page.getByTestId(`count-${water.id}`)).toHaveTextContent('0');
    expect(store.get(cartAtom).lines).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });
});
