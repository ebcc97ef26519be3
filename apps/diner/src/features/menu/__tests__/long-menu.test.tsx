import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '@test/render-app';
import { MenuScreen } from '../components/menu-screen';
import { chunkRoom } from '../utils/menu-chunks';
import { category, homePage, item } from './fixtures';

// A menu of 1,000 items: 20 categories of 50, each with a description long enough to collapse.
const LONG_MENU = Array.from({ length: 20 }, (_, section) =>
  category(
    1000 + section,
    `Category ${String(section)}`,
    Array.from({ length: 50 }, (_, index) =>
      item({
        id: 10_000 + section * 100 + index,
        name: `Dish ${String(section)}-${String(index)}`,
        description:
          'A long description of the dish that runs on over three lines on a phone, so the card collapses it behind Read more.',
        tags: ['veg', 'spicy'],
      }),
    ),
  ),
);

async function renderLongMenu() {
  await renderApp(<MenuScreen />, { homePage: homePage({ categories: LONG_MENU }) });
  await expect.element(page.getByRole('article', { name: 'Dish 0-0' })).toBeInTheDocument();
}

describe('MenuScreen with 1,000 items', () => {
  it('draws the first screens only, with every section and link in place', async () => {
    await renderLongMenu();
    expect(document.querySelectorAll('article').length).toBeLessThan(100);
    expect(document.querySelectorAll('section[id^="menu-category-"]')).toHaveLength(20);
    const nav = page.getByRole('navigation', { name: 'Menu categories' });
    expect(nav.getByRole('link').elements()).toHaveLength(20);
  });

  it('keeps about the cards’ room for each chunk not drawn yet, by class, with no style attribute', async () => {
    await renderLongMenu();
    const kept = [...document.querySelectorAll<HTMLElement>('li[aria-hidden="true"]')];
    expect(kept.length).toBeGreaterThan(200);
    // 50 items make 12 chunks of 4 and one of 2: four cards and their gaps, or two.
    const heights = new Set(kept.map((room) => room.getBoundingClientRect().height));
    expect([...heights].sort((a, b) => a - b)).toEqual([chunkRoom(2), chunkRoom(4)]);
    expect(kept.filter((room) => room.hasAttribute('style'))).toEqual([]);
  });

  it('draws the cards the diner scrolls to', async () => {
    await renderLongMenu();
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await expect
      .element(page.getByRole('article', { name: 'Dish 19-49' }), { timeout: 10_000 })
      .toBeInTheDocument();
    // Only what is near the screen is built, not everything on the way.
    expect(document.querySelectorAll('article').length).toBeLessThan(200);
  });

  it('lands a category link on its section, however far', async () => {
    await renderLongMenu();
    await page.getByRole('link', { name: 'Category 15', exact: true }).click();
    const section = () => document.getElementById('menu-category-1015');
    // The section sits under the sticky bar (its 64 px scroll margin) once the menu settles.
    await expect
      .poll(() => Math.round(section()?.getBoundingClientRect().top ?? -1), { timeout: 10_000 })
      .toBe(64);
    await expect
      .element(page.getByRole('link', { name: 'Category 15', exact: true }))
      .toHaveAttribute('aria-current', 'location');
  });

  it('finds an item anywhere in the menu by search', async () => {
    await renderLongMenu();
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('dish 17-42');
    await expect
      .element(page.getByRole('article', { name: 'Dish 17-42' }), { timeout: 10_000 })
      .toBeVisible();
    await expect
      .poll(
        () =>
          page
            .getByRole('article')
            .elements()
            .filter((a) => a.checkVisibility()).length,
      )
      .toBe(1);
  });
});
