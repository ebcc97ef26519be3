import { Fragment, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { MenuItemCard, type MenuItemCardProps } from './menu-item-card';
import { estimateTall } from './use-collapsible-text';

const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><rect width="480" height="480" fill="#E0A030"/></svg>',
)}`;

const LONG =
  'Fragrant basmati rice layered with chicken marinated in yoghurt and spices, slow cooked in a sealed pot and served with cucumber raita and a boiled egg.';

function card(props: Partial<MenuItemCardProps> = {}) {
  return (
    <MenuItemCard
      name="Chicken biryani"
      description="Rice with spiced chicken."
      readMoreLabel="Read more"
      readLessLabel="Read less"
      image={{ src: PICTURE, alt: 'A bowl of biryani', width: 480, height: 480 }}
      labels={[
        { tag: 'spicy', name: 'Spicy' },
        { tag: 'milk', name: 'Dairy' },
      ]}
      price="AED 32.00"
      {...props}
    />
  );
}

function cart(overrides: Partial<NonNullable<MenuItemCardProps['cart']>> = {}) {
  return {
    quantity: 0,
    addLabel: 'Add',
    onAdd: vi.fn(),
    onQuantityChange: vi.fn(),
    decreaseLabel: 'Remove one',
    increaseLabel: 'Add one more',
    ...overrides,
  };
}

describe('MenuItemCard', () => {
  it('shows the name, the description, the labels with their names and the price', async () => {
    await renderInTheme(card());
    const article = page.getByRole('article', { name: 'Chicken biryani' });
    await expect
      .element(article.getByRole('heading', { level: 3 }))
      .toHaveTextContent('Chicken biryani');
    await expect.element(article.getByText('Rice with spiced chicken.')).toBeVisible();
    await expect.element(article.getByText('Spicy')).toBeVisible();
    await expect.element(article.getByText('Dairy')).toBeVisible();
    await expect.element(article.getByText('AED 32.00')).toBeVisible();
  });

  it('keeps the picture’s place with its width and height, loading lazily unless it has priority', async () => {
    await renderInTheme(
      <>
        {card()}
        {card({ name: 'First on screen', highPriority: true })}
        {card({ name: 'Second on screen', priority: true })}
      </>,
    );
    const [lazy, eager, soon] = page.getByRole('img', { name: 'A bowl of biryani' }).elements();
    expect(lazy?.getAttribute('width')).toBe('480');
    expect(lazy?.getAttribute('height')).toBe('480');
    const box = lazy?.getBoundingClientRect();
    expect([box?.width, box?.height]).toEqual([104, 104]);
    expect(lazy?.getAttribute('loading')).toBe('lazy');
    expect(eager?.getAttribute('loading')).toBe('eager');
    expect(eager?.getAttribute('fetchpriority')).toBe('high');
    // Loaded at once, but not ahead of the one likely largest paint.
    expect(soon?.getAttribute('loading')).toBe('eager');
    expect(soon?.getAttribute('fetchpriority')).toBe('auto');
  });

  it('leaves a short description open, with no read more', async () => {
    await renderInTheme(card());
    expect(page.getByRole('button', { name: 'Read more' }).elements()).toHaveLength(0);
  });

  it('collapses a description taller than 45 px; read more and read less toggle it', async () => {
    await renderInTheme(card({ description: LONG }));
    const description = page.getByText(LONG).element();
    const more = page.getByRole('button', { name: 'Read more' });
    await expect.element(more).toHaveAttribute('aria-expanded', 'false');
    await expect.element(more).toHaveAttribute('aria-controls', description.id);
    expect(description.getBoundingClientRect().height).toBeLessThanOrEqual(45);
    await userEvent.click(more);
    await expect
      .element(page.getByRole('button', { name: 'Read less' }))
      .toHaveAttribute('aria-expanded', 'true');
    expect(description.getBoundingClientRect().height).toBeGreaterThan(45);
    await userEvent.click(page.getByRole('button', { name: 'Read less' }));
    expect(description.getBoundingClientRect().height).toBeLessThanOrEqual(45);
  });

  it('is drawn by a server collapsed with its read more when long, open when short', () => {
    expect(renderToString(card({ description: LONG }))).toContain('Read more');
    expect(renderToString(card())).not.toContain('Read more');
  });

  it('guesses from the length what measuring finds, on a phone-wide card (390 px)', async () => {
    // Chinese counts twice a Latin letter: 38 characters run past two lines of a phone's card.
    expect(estimateTall('鸡肉饭。')).toBe(false);
    expect(
      estimateTall('香米与酸奶和香料腌制的鸡肉层层相叠，在密封锅中慢炊，配黄瓜酸奶酱和一个煮蛋。'),
    ).toBe(true);
    // Measured against the fonts of this machine, which has Latin and Arabic ones.
    const texts = [
      'Rice with spiced chicken.',
      LONG,
      'أرز مع دجاج متبل.',
      'أرز بسمتي عطري مع دجاج متبل باللبن والبهارات، مطبوخ ببطء في قدر مغلق ويقدم مع سلطة الخيار بالزبادي وبيضة مسلوقة.',
    ];
    expect(texts.map(estimateTall)).toEqual([false, true, false, true]);
    await renderInTheme(
      <>
        {texts.map((description, index) => (
          <Fragment key={description}>
            {card({ description, name: `Dish ${String(index)}` })}
          </Fragment>
        ))}
      </>,
    );
    for (const [index, description] of texts.entries()) {
      const article = page.getByRole('article', { name: `Dish ${String(index)}` });
      const measured = article.getByRole('button', { name: 'Read more' }).elements().length > 0;
      expect(measured, description).toBe(estimateTall(description));
    }
  });

  it('adds the item with the Add button, named in the context of the item', async () => {
    const onAdd = vi.fn();
    await renderInTheme(card({ cart: cart({ onAdd }) }));
    const add = page.getByRole('button', { name: 'Add' });
    await expect.element(add).toHaveAccessibleDescription('Chicken biryani');
    await userEvent.click(add);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('shows the count control instead of Add once the item is in the cart', async () => {
    function InCart() {
      const [quantity, setQuantity] = useState(1);
      return (
        <>
          {card({
            cart: cart({
              quantity,
              onQuantityChange: setQuantity,
              removeLabel: 'Remove from order',
            }),
          })}
          <output>{quantity}</output>
        </>
      );
    }
    await renderInTheme(<InCart />);
    expect(page.getByRole('button', { name: 'Add', exact: true }).elements()).toHaveLength(0);
    const stepper = page.getByRole('group', { name: 'Chicken biryani' });
    await userEvent.click(stepper.getByRole('button', { name: 'Add one more' }));
    await expect.element(page.getByRole('status')).toHaveTextContent('2');
    await userEvent.click(stepper.getByRole('button', { name: 'Remove one' }));
    await userEvent.click(stepper.getByRole('button', { name: 'Remove from order' }));
    // A count of 0 is the app's cue to remove the line; the card then shows Add again.
    await expect.element(page.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
  });

  it('shows the sold-out badge instead of the cart controls', async () => {
    await renderInTheme(card({ cart: cart(), soldOutLabel: 'Sold out' }));
    await expect.element(page.getByText('Sold out')).toBeVisible();
    expect(page.getByRole('button', { name: 'Add' }).elements()).toHaveLength(0);
  });

  it('has no cart controls on the read-only menu, and no zoom for an item without detail', async () => {
    await renderInTheme(card());
    expect(page.getByRole('button').elements()).toHaveLength(0);
    await expect.element(page.getByRole('img', { name: 'A bowl of biryani' })).toBeVisible();
  });

  it('strikes through the old price and names it for screen readers', async () => {
    await renderInTheme(card({ oldPrice: 'AED 40.00', oldPriceLabel: 'Original price' }));
    const old = page.getByText('AED 40.00').element();
    expect(old.closest('s')).not.toBeNull();
    expect(getComputedStyle(old).textDecorationLine).toBe('line-through');
    expect(old.textContent).toBe('Original price AED 40.00');
  });

  it('zooms the picture in a dialog when the item has detail, and returns focus after', async () => {
    await renderInTheme(card({ zoom: { label: 'Enlarge the photo', closeLabel: 'Close' } }));
    const opener = page.getByRole('button', { name: 'Enlarge the photo' });
    await expect.element(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(opener);
    const dialog = page.getByRole('dialog', { name: 'Chicken biryani' });
    await expect.element(dialog.getByRole('img', { name: 'A bowl of biryani' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
    await expect.element(opener).toHaveFocus();
  });

  it('puts the picture at the end of the line: on the left in Arabic', async () => {
    await renderInTheme(card({ name: 'برياني الدجاج' }), { dir: 'rtl' });
    const image = page.getByRole('img').element().getBoundingClientRect();
    const heading = page.getByRole('heading').element().getBoundingClientRect();
    expect(image.right).toBeLessThan(heading.left + 1);
  });

  it('gives read more, Add and zoom a 44 px touch target', async () => {
    await renderInTheme(
      card({ description: LONG, cart: cart(), zoom: { label: 'Zoom', closeLabel: 'Close' } }),
    );
    for (const name of ['Read more', 'Add', 'Zoom']) {
      const box = page.getByRole('button', { name, exact: true }).element().getBoundingClientRect();
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  });

  it('has no accessibility violations on either brand, open or zoomed', async () => {
    const { container } = await renderInTheme(
      card({
        description: LONG,
        cart: cart(),
        oldPrice: 'AED 40.00',
        zoom: { label: 'Enlarge the photo', closeLabel: 'Close' },
      }),
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(page.getByRole('button', { name: 'Enlarge the photo' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
