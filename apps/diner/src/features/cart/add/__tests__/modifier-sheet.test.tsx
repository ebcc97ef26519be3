import { formatMoney } from '@tabula/engine';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderApp } from '@test/render-app';
import { burger, cartHomePage, sizeGroup, toppingsGroup } from '@/lib/cart/__tests__/fixtures';
import { cartAtom } from '@/lib/cart/cart-atoms';
import { cartSheetAtom, openCartSheetAtom } from '../../state/cart-sheet-atoms';
import { CartSheets } from '../cart-sheets';
import { toEngineItem } from '@/lib/cart/to-engine-item';
import { recordNotices } from './record-notices';

// Intl writes a no-break space after the code; text matchers see an ordinary one.
const sgd = (amount: string) =>
  formatMoney(amount, { currency: 'SGD', precision: 2, locale: 'en' }).replace(/\s/g, ' ');

async function openBurgerSheet() {
  const store = createStore();
  store.set(openCartSheetAtom, {
    kind: 'modifiers',
    item: toEngineItem(burger),
    categoryId: 21,
    childItemId: null,
  });
  await renderApp(<CartSheets />, { homePage: cartHomePage, store });
  const sheet = page.getByRole('dialog', { name: 'Burger' });
  await expect.element(sheet).toBeVisible();
  return { store, sheet };
}

describe('ModifierSheet', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('shows a min 1 max 1 group as radios and any other group as checkboxes', async () => {
    const { sheet } = await openBurgerSheet();
    const size = sheet.getByRole('radiogroup', { name: 'Size' });
    expect(size.getByRole('radio').elements()).toHaveLength(2);
    const toppings = sheet.getByRole('group', { name: 'Toppings' });
    expect(toppings.getByRole('checkbox').elements()).toHaveLength(3);
    await userEvent.click(sheet.getByRole('radio', { name: 'Large' }));
    await userEvent.click(sheet.getByRole('radio', { name: 'Regular' }));
    await expect.element(sheet.getByRole('radio', { name: 'Regular' })).toBeChecked();
    await expect.element(sheet.getByRole('radio', { name: 'Large' })).not.toBeChecked();
  });

  it('preselects defaults up to the maximum and disables the rest at the maximum', async () => {
    const { sheet } = await openBurgerSheet();
    // Toppings: three defaults, maximum 2: the first two are chosen, the third is disabled.
    await expect.element(sheet.getByRole('checkbox', { name: 'Cheese' })).toBeChecked();
    await expect.element(sheet.getByRole('checkbox', { name: 'Bacon' })).toBeChecked();
    await expect.element(sheet.getByRole('checkbox', { name: 'Egg' })).not.toBeChecked();
    await expect.element(sheet.getByRole('checkbox', { name: 'Egg' })).toBeDisabled();
    await userEvent.click(sheet.getByRole('checkbox', { name: 'Bacon' }));
    await expect.element(sheet.getByRole('checkbox', { name: 'Egg' })).toBeEnabled();
    await expect.element(sheet.getByRole('checkbox', { name: 'Fries' })).toBeChecked();
  });

  it('shows the hints of the spec and the n of max counter', async () => {
    const { sheet } = await openBurgerSheet();
    await expect
      .element(sheet.getByRole('radiogroup', { name: 'Size' }))
      .toHaveTextContent(/Please choose 1\s*0 of 1/);
    const toppings = sheet.getByRole('group', { name: 'Toppings' });
    await expect.element(toppings).toHaveTextContent(/Please choose maximum of 2\s*2 of 2/);
    await expect
      .element(sheet.getByRole('group', { name: 'Sides' }))
      .toHaveTextContent(/Please choose minimum of 1 and maximum of 2\s*1 of 2/);
    await userEvent.click(sheet.getByRole('checkbox', { name: 'Cheese' }));
    await expect.element(toppings).toHaveTextContent('1 of 2');
  });

  it('enables Add only when every group meets its minimum, with the live price', async () => {
    const { sheet, store } = await openBurgerSheet();
    // Burger 8.90 + cheese 1.00 + bacon 1.50; size still to choose.
    const add = sheet.getByRole('button', { name: `Add ${sgd('11.40')}` });
    await expect.element(add).toBeDisabled();
    await userEvent.click(sheet.getByRole('radio', { name: /Large/ }));
    const enabled = sheet.getByRole('button', { name: `Add ${sgd('13.40')}` });
    await expect.element(enabled).toBeEnabled();
    await userEvent.click(sheet.getByRole('button', { name: 'Add one more', exact: true }).last());
    await expect.element(sheet.getByRole('button', { name: `Add ${sgd('26.80')}` })).toBeEnabled();
    await userEvent.fill(sheet.getByRole('textbox', { name: 'Item note' }), '  no pickles ');
    const notices = recordNotices(store);
    await userEvent.click(sheet.getByRole('button', { name: `Add ${sgd('26.80')}` }));

    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(cartSheetAtom)).toBeNull();
    const [line] = store.get(cartAtom).lines;
    expect(line).toMatchObject({ item_id: burger.id, count: 2, itemNote: 'no pickles' });
    expect(line?.modifiers.map((modifier) => [modifier.group_id, modifier.id])).toEqual([
      [sizeGroup.id, 5012],
      [toppingsGroup.id, 5021],
      [toppingsGroup.id, 5022],
      [503, 5031],
    ]);
    expect(notices).toEqual([expect.objectContaining({ kind: 'added', itemName: 'Burger' })]);
  });

  it('counts a quantity group with steppers that stop at its maximum', async () => {
    const { sheet } = await openBurgerSheet();
    const chilli = sheet.getByRole('group', { name: 'Chilli' });
    const more = chilli.getByRole('button', { name: 'Add one more' });
    await userEvent.click(more);
    await userEvent.click(more);
    await userEvent.click(more);
    await expect.element(chilli).toHaveTextContent('3');
    await expect.element(more).toHaveAttribute('aria-disabled', 'true');
    await expect
      .element(sheet.getByRole('group', { name: 'Sauce pots' }))
      .toHaveTextContent('3 of 3');
  });

  it('does not save an empty item note', async () => {
    const { sheet, store } = await openBurgerSheet();
    await userEvent.click(sheet.getByRole('radio', { name: /Regular/ }));
    await userEvent.fill(sheet.getByRole('textbox', { name: 'Item note' }), '   ');
    await userEvent.click(sheet.getByRole('button', { name: `Add ${sgd('11.40')}` }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(cartAtom).lines[0]?.itemNote).toBeUndefined();
  });
});
