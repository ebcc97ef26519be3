import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { CategoryNav } from './category-nav';
import { useActiveSection } from './use-active-section';

const categories = [
  { id: 'breakfast', name: 'Breakfast' },
  { id: 'starters', name: 'Starters' },
  { id: 'mains', name: 'Mains' },
  { id: 'grills', name: 'Grills' },
  { id: 'desserts', name: 'Desserts' },
  { id: 'hot-drinks', name: 'Hot drinks' },
  { id: 'juices', name: 'Fresh juices' },
];

function Menu({ onSelect }: { onSelect?: (id: string) => void }) {
  const activeId = useActiveSection(categories.map((category) => category.id));
  return (
    <>
      <CategoryNav
        label="Menu categories"
        categories={categories}
        activeId={activeId}
        onSelect={onSelect}
      />
      {categories.map(({ id, name }) => (
        <section key={id} id={id} style={{ blockSize: 1000 }}>
          <h2>{name}</h2>
        </section>
      ))}
    </>
  );
}

afterEach(() => {
  window.scrollTo({ top: 0, behavior: 'instant' });
});

describe('CategoryNav', () => {
  it('is a named navigation of links, the current one marked', async () => {
    await renderInTheme(
      <CategoryNav label="Menu categories" categories={categories} activeId="mains" />,
    );
    const nav = page.getByRole('navigation', { name: 'Menu categories' });
    expect(nav.getByRole('link').elements()).toHaveLength(7);
    await expect
      .element(nav.getByRole('link', { name: 'Mains' }))
      .toHaveAttribute('aria-current', 'location');
    await expect
      .element(nav.getByRole('link', { name: 'Starters' }))
      .not.toHaveAttribute('aria-current');
    await expect
      .element(nav.getByRole('link', { name: 'Mains' }))
      .toHaveAttribute('href', '#mains');
  });

  it('gives every link a 44 px touch target', async () => {
    await renderInTheme(
      <CategoryNav label="Menu categories" categories={categories} activeId={null} />,
    );
    for (const link of page.getByRole('link').elements()) {
      const box = link.getBoundingClientRect();
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  });

  it('fills the current category with the brand and its A§9 text colour', async () => {
    await renderInTheme(
      <CategoryNav label="Menu categories" categories={categories} activeId="breakfast" />,
      {
        brandColor: '#F4C430',
      },
    );
    const style = getComputedStyle(page.getByRole('link', { name: 'Breakfast' }).element());
    expect(style.backgroundColor).toBe('rgb(244, 196, 48)');
    expect(style.color).toBe('rgb(22, 24, 29)');
  });

  it('scrolls to the section of the category tapped and tells the app', async () => {
    const onSelect = vi.fn();
    await renderInTheme(<Menu onSelect={onSelect} />);
    await userEvent.click(page.getByRole('link', { name: 'Grills' }));
    expect(onSelect).toHaveBeenCalledWith('grills');
    await expect
      .poll(() => Math.abs(document.getElementById('grills')?.getBoundingClientRect().top ?? 999), {
        timeout: 4000,
      })
      .toBeLessThan(2);
  });

  it('scrolls smoothly, or at once for a diner who asks for reduced motion', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderInTheme(<Menu />);
    await userEvent.click(page.getByRole('link', { name: 'Mains' }));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query.includes('prefers-reduced-motion')
        ? // A query list that always matches.
          (Object.assign(new EventTarget(), {
            matches: true,
            media: query,
            onchange: null,
          }) as unknown as MediaQueryList)
        : matchMedia(query),
    );
    await userEvent.click(page.getByRole('link', { name: 'Grills' }));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'instant', block: 'start' });
  });

  it('follows the scrolling: the section at the top becomes the current category', async () => {
    await renderInTheme(<Menu />);
    await expect
      .element(page.getByRole('link', { name: 'Breakfast' }))
      .toHaveAttribute('aria-current', 'location');
    document.getElementById('desserts')?.scrollIntoView({ behavior: 'instant' });
    await expect
      .element(page.getByRole('link', { name: 'Desserts' }))
      .toHaveAttribute('aria-current', 'location');
    await expect
      .element(page.getByRole('link', { name: 'Breakfast' }))
      .not.toHaveAttribute('aria-current');
  });

  it('is operable from the keyboard', async () => {
    const onSelect = vi.fn();
    await renderInTheme(<Menu onSelect={onSelect} />);
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('starters');
  });

  it('scrolls the current category into view in the bar', async () => {
    await renderInTheme(
      <CategoryNav label="Menu categories" categories={categories} activeId="juices" />,
    );
    const link = page.getByRole('link', { name: 'Fresh juices' }).element();
    const bar = page.getByRole('list').element();
    await expect.poll(() => bar.scrollLeft, { timeout: 3000 }).toBeGreaterThan(0);
    await expect
      .poll(() => link.getBoundingClientRect().right, { timeout: 3000 })
      .toBeLessThanOrEqual(bar.getBoundingClientRect().right);
  });

  it('starts on the right in Arabic and scrolls toward the left', async () => {
    function Switcher() {
      const [activeId, setActiveId] = useState('breakfast');
      return (
        <>
          <CategoryNav label="أقسام القائمة" categories={categories} activeId={activeId} />
          <button
            type="button"
            onClick={() => {
              setActiveId('juices');
            }}
          >
            go
          </button>
        </>
      );
    }
    await renderInTheme(<Switcher />, { dir: 'rtl' });
    const bar = page.getByRole('list').element();
    const [first, second] = page
      .getByRole('link')
      .elements()
      .map((link) => link.getBoundingClientRect());
    expect(first?.right).toBeGreaterThan(second?.right ?? Infinity);
    expect(bar.scrollLeft).toBe(0);
    await userEvent.click(page.getByRole('button', { name: 'go' }));
    // In right-to-left the bar scrolls to negative scrollLeft values.
    await expect.poll(() => bar.scrollLeft, { timeout: 3000 }).toBeLessThan(0);
    const juices = page.getByRole('link', { name: 'Fresh juices' }).element();
    await expect
      .poll(() => juices.getBoundingClientRect().left, { timeout: 3000 })
      .toBeGreaterThanOrEqual(bar.getBoundingClientRect().left);
  });

  it('has no accessibility violations on either brand', async () => {
    const { container } = await renderInTheme(<Menu />, { brandColor: '#F4C430', dir: 'rtl' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
