import type { Locator, Page } from '@playwright/test';
import type { CartPick } from './expected-bill';

/** A menu card by the item's name, in whatever language the menu shows. */
export const menuCard = (page: Page, name: string): Locator =>
  page.getByRole('article', { name, exact: true });

/** The cafe's nasi lemak with otah and a fried egg (two of its sides). */
export const nasiLemakOtahEgg: CartPick = {
  item: 'Nasi lemak',
  options: [
    { group: 'Sides', option: 'Otah' },
    { group: 'Sides', option: 'Fried egg' },
  ],
};

/** The cafe's lunch set, picked as the chicken rice set with an iced lemon tea. */
export const chickenRiceSetIcedTea: CartPick = {
  item: 'Lunch set',
  pick: 'Chicken rice set',
  options: [{ group: 'Drink', option: 'Iced lemon tea' }],
};
