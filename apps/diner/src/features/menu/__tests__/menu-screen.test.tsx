import { formatMoney } from '@tabula/engine';
import { atom, type PrimitiveAtom } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderApp } from '@test/render-app';
import { flags, litePlanFlags, scanAndPaySession } from '@test/fixtures/home-page';
import type { MenuCartBinding } from '../components/menu-cart-binding';
import { MenuScreen, type MenuScreenProps } from '../components/menu-screen';
import {
  BREAKFAST,
  LAKSA,
  MONDAY_10AM_SG,
  MONDAY_NOON_SG,
  homePage,
  type HomePageInput,
} from './fixtures';

const money = (amount: string) =>
  formatMoney(amount, { currency: 'SGD', precision: 2, locale: 'en' });

/**
 * A cart binding whose counts are atoms set from a map (a test may set one later), with spies
 * for add and decrement.
 */
function cartBinding(counts: Record<number, number> = {}) {
  const add = vi.fn<MenuCartBinding['add']>();
  const decrement = vi.fn<MenuCartBinding['decrement']>();
  const countAtoms = new Map<number, PrimitiveAtom<number>>();
  const countAtom = (itemId: number) => {
    let count = countAtoms.get(itemId);
    if (count === undefined) {
      count = atom(counts[itemId] ?? 0);
      countAtoms.set(itemId, count);
    }
    return count;
  };
  const binding: MenuCartBinding = {
    countAtom,
    add,
    decrement,
    maxOf: () => 50,
    limitReached: vi.fn(),
  };
  return { binding, add, decrement, countAtom };
}

async function renderMenu(input: HomePageInput = {}, props: MenuScreenProps = {}) {
  return renderApp(<MenuScreen {...props} />, { homePage: homePage(input) });
}

const card = (name: string) => page.getByRole('article', { name });

beforeEach(() => {
  // Only the clock is fixed (Monday 10:00 in Singapore); timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MONDAY_10AM_SG);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MenuScreen: categories and cards', () => {
  it('shows the categories whose schedule covers the outlet’s time, with their sub-categories', async () => {
    await renderMenu();
    await expect.element(page.getByRole('heading', { name: 'Breakfast', level: 2 })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Drinks', level: 2 })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Coffee', level: 3 })).toBeVisible();
    await expect.element(card('Flat white')).toBeInTheDocument();
    expect(page.getByRole('heading', { name: 'Weekend brunch' }).elements()).toHaveLength(0);
    expect(page.getByRole('article', { name: 'Brunch platter' }).elements()).toHaveLength(0);
  });

  it('hides a category once its slot is over', async () => {
    vi.setSystemTime(MONDAY_NOON_SG);
    await renderMenu();
    await expect.element(page.getByRole('heading', { name: 'Mains', level: 2 })).toBeVisible();
    expect(page.getByRole('heading', { name: 'Breakfast' }).elements()).toHaveLength(0);
  });

  it('links every category from the category bar', async () => {
    await renderMenu();
    const nav = page.getByRole('navigation', { name: 'Menu categories' });
    await expect.element(nav).toBeVisible();
    const links = nav
      .getByRole('link')
      .elements()
      .map((link) => link.textContent);
    expect(links).toEqual(['Breakfast', 'Drinks', 'Mains', 'Sets', 'Desserts']);
  });

  it('shows the price, and a sale price beside the struck-through unit price', async () => {
    await renderMenu();
    await expect.element(card('Laksa').getByText(money('9.80'))).toBeVisible();
    const chickenRice = card('Chicken rice');
    await expect.element(chickenRice.getByText(money('6.50'))).toBeVisible();
    await expect
      .element(chickenRice.getByText(money('7.50'), { exact: false }))
      .toBeInTheDocument();
  });

  it('shows the item’s labels, and a legend of the labels the menu uses only', async () => {
    await renderMenu();
    await expect.element(card('Laksa').getByText('Spicy', { exact: true })).toBeVisible();
    await expect.element(card('Laksa').getByText('Seafood')).toBeVisible();
    const legend = page.getByRole('list', { name: 'Food labels' });
    await expect.element(legend).toBeInTheDocument();
    const names = legend
      .getByRole('listitem')
      .elements()
      .map((entry) => entry.textContent);
    expect(names).toEqual(['Veg', 'Non-Veg', 'Spicy', 'Dairy', 'Seafood', 'Egg']);
  });

  it('offers the zoom only on an item with a picture and a description', async () => {
    await renderMenu();
    await expect
      .element(page.getByRole('button', { name: 'Enlarge the photo of Laksa' }))
      .toBeInTheDocument();
    expect(
      card('Crème brûlée')
        .getByRole('button', { name: /Enlarge/ })
        .elements(),
    ).toHaveLength(0);
  });

  it('shows the items’ texts in the diner’s language', async () => {
    await renderApp(<MenuScreen />, { homePage: homePage(), locale: 'zh' });
    await expect.element(page.getByRole('article', { name: '叻沙' })).toBeInTheDocument();
  });

  it('loads the first cards’ pictures at once and the others lazily, at a fixed size', async () => {
    await renderMenu();
    await expect.element(card('Kaya toast')).toBeInTheDocument();
    const picture = (name: string) => {
      const image = card(name).element().querySelector('img');
      if (image === null) throw new Error(`${name} has no picture`);
      return image;
    };
    const first = picture('Kaya toast');
    expect(first.loading).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('width')).toBe('104');
    expect(first.getAttribute('height')).toBe('104');
    expect(picture('Lunch set').loading).toBe('lazy');
  });
});

describe('MenuScreen: the cart binding', () => {
  it('calls the binding’s add with the item and its category', async () => {
    const { binding, add } = cartBinding();
    await renderMenu({}, { cart: binding });
    await card('Laksa').getByRole('button', { name: 'Add' }).click();
    expect(add).toHaveBeenCalledTimes(1);
    expect(add.mock.calls[0]?.[0].id).toBe(LAKSA.id);
    expect(add.mock.calls[0]?.[1]).toBe(14);
  });

  it('adds a grouped item through the binding too (the cart opens its sheet)', async () => {
    const { binding, add } = cartBinding();
    await renderMenu({}, { cart: binding });
    await card('Lunch set').getByRole('button', { name: 'Add' }).click();
    expect(add.mock.calls[0]?.[0].id).toBe(111);
    expect(add.mock.calls[0]?.[1]).toBe(15);
  });

  it('shows the count from the binding, with + calling add and − calling decrement', async () => {
    const { binding, add, decrement } = cartBinding({ [LAKSA.id]: 2 });
    await renderMenu({}, { cart: binding });
    const laksa = card('Laksa');
    await expect.element(laksa.getByText('2', { exact: true })).toBeVisible();
    expect(laksa.getByRole('button', { name: 'Add', exact: true }).elements()).toHaveLength(0);
    await laksa.getByRole('button', { name: 'Add one more' }).click();
    expect(add).toHaveBeenCalledTimes(1);
    await laksa.getByRole('button', { name: 'Remove one' }).click();
    expect(decrement).toHaveBeenCalledTimes(1);
    expect(decrement.mock.calls[0]?.[1]).toBe(14);
  });

  it('follows a count that changes after it drew, on that item’s card', async () => {
    const { binding, countAtom } = cartBinding();
    const { store } = await renderMenu({}, { cart: binding });
    const laksa = card('Laksa');
    await expect.element(laksa.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
    store.set(countAtom(LAKSA.id), 3);
    await expect.element(laksa.getByText('3', { exact: true })).toBeVisible();
    await expect
      .element(card('Flat white').getByRole('button', { name: 'Add', exact: true }))
      .toBeVisible();
    store.set(countAtom(LAKSA.id), 0);
    await expect.element(laksa.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
  });

  it('draws the cart bar it is given', async () => {
    await renderMenu({}, { cartBar: <div data-testid="cart-bar">View order</div> });
    await expect.element(page.getByTestId('cart-bar')).toBeVisible();
  });
});

describe('MenuScreen: read only', () => {
  it('has no Add button without a cart', async () => {
    await renderMenu();
    await expect.element(card('Laksa')).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Add' }).elements()).toHaveLength(0);
  });

  it('has no Add button on the read-only /menu, even with a binding', async () => {
    const { binding } = cartBinding();
    await renderMenu({ session: scanAndPaySession }, { cart: binding, readOnly: true });
    await expect.element(card('Laksa')).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Add' }).elements()).toHaveLength(0);
  });

  it('shows search on the read-only menu in scan-and-pay only', async () => {
    await renderMenu({ session: scanAndPaySession }, { readOnly: true });
    await expect.element(page.getByRole('searchbox', { name: 'Search the menu' })).toBeVisible();
  });

  it('hides search on the read-only menu outside scan-and-pay', async () => {
    await renderMenu({}, { readOnly: true });
    await expect.element(card('Laksa')).toBeInTheDocument();
    expect(page.getByRole('searchbox').elements()).toHaveLength(0);
  });

  it('lists the picks of a grouped item with the grouped_items_lite feature', async () => {
    await renderMenu({ flags: litePlanFlags });
    const picks = page.getByRole('list', { name: 'Choices for Lunch set' });
    await expect.element(picks.getByText('Laksa set')).toBeVisible();
    await expect.element(picks.getByText(money('13.90'))).toBeVisible();
    await expect.element(page.getByText('Powered by Tabula')).toBeVisible();
  });
});

describe('MenuScreen: search', () => {
  it('filters the items as the diner types, and says when nothing matches', async () => {
    await renderMenu();
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await search.fill('LAKSA');
    await expect.poll(() => page.getByRole('article').elements().length).toBe(1);
    await expect.element(card('Laksa')).toBeVisible();
    await search.fill('creme brulee');
    await expect.element(card('Crème brûlée')).toBeVisible();
    await search.fill('pizza');
    await expect.element(page.getByText('No items match “pizza”')).toBeVisible();
    expect(page.getByRole('article').elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => page.getByRole('article').elements().length).toBe(7);
  });

  it('has no search box when the search feature is off', async () => {
    await renderMenu({ flags: flags({ search: false }) });
    await expect.element(card('Laksa')).toBeInTheDocument();
    expect(page.getByRole('searchbox').elements()).toHaveLength(0);
  });

  it('focuses the search box when asked, then reports it', async () => {
    const onSearchFocused = vi.fn();
    await renderMenu({}, { focusSearch: true, onSearchFocused });
    await expect.element(page.getByRole('searchbox', { name: 'Search the menu' })).toHaveFocus();
    expect(onSearchFocused).toHaveBeenCalledTimes(1);
  });
});

describe('MenuScreen: dietary filters', () => {
  const filters = () => page.getByRole('group', { name: 'Dietary filters' });
  const shownCount = () => page.getByRole('article').elements().length;

  it('offers the filters whose label the menu uses, and hides what a filter excludes', async () => {
    await renderMenu();
    const chips = filters()
      .getByRole('button')
      .elements()
      .map((chip) => chip.textContent);
    // No item carries Nuts or Gluten Free: those filters would change nothing.
    expect(chips).toEqual(['No dairy', 'No seafood', 'No egg', 'Vegetarian only']);
    expect(shownCount()).toBe(7);
    await filters().getByRole('button', { name: 'No dairy' }).click();
    await expect.poll(shownCount).toBe(4);
    expect(page.getByRole('article', { name: 'Flat white' }).elements()).toHaveLength(0);
    await expect.element(card('Laksa')).toBeVisible();
    await expect
      .element(filters().getByRole('button', { name: 'No dairy' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(page.getByRole('status').filter({ hasText: '4 dishes shown' }))
      .toBeInTheDocument();
    await expect
      .element(
        page.getByText(
          'Filters follow the restaurant’s labels. Please ask the staff about allergies.',
        ),
      )
      .toBeVisible();
    expect(JSON.parse(localStorage.getItem('tabula.dietary_filters') ?? 'null')).toEqual([
      'no-dairy',
    ]);
  });

  it('combines the filters with each other and with the search', async () => {
    await renderMenu();
    await filters().getByRole('button', { name: 'No seafood' }).click();
    await filters().getByRole('button', { name: 'No egg' }).click();
    await expect.poll(shownCount).toBe(5);
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('rice');
    await expect.poll(shownCount).toBe(1);
    await expect.element(card('Chicken rice')).toBeVisible();
    await expect
      .element(page.getByRole('status').filter({ hasText: '1 dish shown' }))
      .toBeInTheDocument();
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('laksa');
    await expect.element(page.getByText('No items match “laksa”')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.element(card('Laksa')).toBeVisible();
    expect(JSON.parse(localStorage.getItem('tabula.dietary_filters') ?? 'null')).toEqual([]);
  });

  it('says when the filters leave nothing, and clears them from there', async () => {
    await renderMenu();
    // The only vegetarian dish, the kaya toast, has butter.
    await filters().getByRole('button', { name: 'Vegetarian only' }).click();
    await filters().getByRole('button', { name: 'No dairy' }).click();
    await expect.element(page.getByText('No dishes match your dietary filters')).toBeVisible();
    expect(shownCount()).toBe(0);
    // The row's clear button and the empty screen's: the screen's is the last.
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect.poll(shownCount).toBe(7);
  });

  it('opens the menu with the filters remembered on the device, ignoring those it does not offer', async () => {
    localStorage.setItem('tabula.dietary_filters', JSON.stringify(['vegetarian', 'no-nuts']));
    await renderMenu();
    await expect.poll(shownCount).toBe(1);
    await expect.element(card('Kaya toast')).toBeVisible();
    await expect
      .element(filters().getByRole('button', { name: 'Vegetarian only' }))
      .toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the banners out of the way while a filter is on', async () => {
    const ad = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';
    await renderMenu({ advertisements: [{ image_url: ad, action: `item-${String(LAKSA.id)}` }] });
    const banner = page.getByRole('button', { name: 'Laksa', exact: true });
    await expect.element(banner).toBeInTheDocument();
    await filters().getByRole('button', { name: 'No seafood' }).click();
    await expect.element(banner).not.toBeInTheDocument();
  });
});

describe('MenuScreen: advertisements', () => {
  const AD =
    'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%22800%22 height=%22300%22/%3E';

  it('adds the item of an item banner through the binding', async () => {
    const { binding, add } = cartBinding();
    await renderMenu(
      { advertisements: [{ image_url: AD, action: `item-${String(LAKSA.id)}` }] },
      {
        cart: binding,
      },
    );
    await page.getByRole('button', { name: 'Laksa', exact: true }).click();
    expect(add).toHaveBeenCalledTimes(1);
    expect(add.mock.calls[0]?.[0].id).toBe(LAKSA.id);
  });

  it('scrolls to the category of a category banner without adding anything', async () => {
    const { binding, add } = cartBinding();
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderMenu(
      { advertisements: [{ image_url: AD, action: 'category-16' }] },
      {
        cart: binding,
      },
    );
    await page.getByRole('button', { name: 'Desserts', exact: true }).click();
    expect(scrolled.mock.contexts.map((element) => (element as Element).id)).toContain(
      'menu-category-16',
    );
    expect(add).not.toHaveBeenCalled();
    scrolled.mockRestore();
  });

  it('leaves a banner whose target is not on the menu as a picture only', async () => {
    await renderMenu({
      advertisements: [
        { image_url: AD, action: 'item-999' },
        { image_url: AD, action: `category-${String(12)}` },
      ],
    });
    await expect.element(page.getByRole('region', { name: 'Offers' })).toBeInTheDocument();
    expect(
      page
        .getByRole('region', { name: 'Offers' })
        .getByRole('button', { name: 'Special offer' })
        .elements(),
    ).toHaveLength(0);
  });

  it('shows no carousel when the advertisements feature is off', async () => {
    await renderMenu({
      flags: flags({ advertisements: false }),
      advertisements: [{ image_url: AD, action: 'category-16' }],
    });
    await expect.element(card('Laksa')).toBeInTheDocument();
    expect(page.getByRole('region', { name: 'Offers' }).elements()).toHaveLength(0);
  });
});

describe('MenuScreen: sold out and unavailable', () => {
  it('marks a sold-out item and offers no Add on it', async () => {
    const { binding } = cartBinding();
    await renderMenu({ outOfStock: [{ item_id: LAKSA.id, category_id: null }] }, { cart: binding });
    await expect.element(card('Laksa').getByText('Sold out')).toBeVisible();
    expect(card('Laksa').getByRole('button', { name: 'Add' }).elements()).toHaveLength(0);
    await expect.element(card('Chicken rice').getByRole('button', { name: 'Add' })).toBeVisible();
  });

  it('shows the menu unavailable screen without categories', async () => {
    await renderMenu({ categories: [] });
    await expect.element(page.getByRole('heading', { name: 'Menu unavailable' })).toBeVisible();
  });

  it('shows the menu unavailable screen when no category shows now', async () => {
    vi.setSystemTime(MONDAY_NOON_SG);
    await renderMenu({ categories: [BREAKFAST] });
    await expect.element(page.getByRole('heading', { name: 'Menu unavailable' })).toBeVisible();
  });
});

describe('MenuScreen: keyboard', () => {
  it('puts the search box first in the tab order', async () => {
    const { binding } = cartBinding();
    await renderMenu({}, { cart: binding });
    await userEvent.tab();
    await expect.element(page.getByRole('searchbox')).toHaveFocus();
  });
});
