import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import {
  AdvertisementCarousel,
  type AdvertisementCarouselProps,
  type AdvertisementSlide,
} from './advertisement-carousel';

function picture(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"><rect width="1200" height="600" fill="${colour}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const slides: AdvertisementSlide[] = [
  { id: 'a', imageUrl: picture('#C2410C'), alt: 'Burger offer', action: 'item-1' },
  { id: 'b', imageUrl: picture('#0E7490'), alt: 'Juice offer', action: 'category-2' },
  { id: 'c', imageUrl: picture('#7C3AED'), alt: 'Dessert offer' },
];

function carousel(props: Partial<AdvertisementCarouselProps> = {}) {
  return (
    <AdvertisementCarousel
      slides={slides}
      label="Offers"
      previousLabel="Previous offer"
      nextLabel="Next offer"
      pauseLabel="Pause offers"
      playLabel="Play offers"
      slideLabel={(position, total) => `Offer ${String(position)} of ${String(total)}`}
      {...props}
    />
  );
}

/** The slide in view: the others are hidden from assistive technology and inert. */
function current() {
  return page.getByRole('group').element().getAttribute('aria-label');
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The slides shown over `ms` milliseconds, sampled often enough to catch every turn. Setting up
 * a pause may take longer than a short interval, so tests compare with the slide in view once
 * the pause holds, not with the first one.
 */
async function slidesSeenDuring(ms: number): Promise<(string | null)[]> {
  const seen = new Set<string | null>();
  for (let elapsed = 0; elapsed < ms; elapsed += 30) {
    seen.add(current());
    await wait(30);
  }
  return [...seen];
}

/** Lets React commit what the last event changed and run its effects before sampling. */
async function settled(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await wait(50);
}

/** Asserts the carousel holds one slide for `ms` milliseconds, and returns that slide. */
async function heldSlide(ms = 600): Promise<string | null> {
  await settled();
  const seen = await slidesSeenDuring(ms);
  expect(seen).toHaveLength(1);
  return seen[0] ?? null;
}

function pointer(target: Element, type: string, clientX: number) {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      clientX,
      clientY: 100,
      pointerId: 7,
      isPrimary: true,
      pointerType: 'touch',
    }),
  );
}

describe('AdvertisementCarousel', () => {
  it('shows one slide at a time, its image sized so nothing jumps while it loads', async () => {
    await renderInTheme(carousel());
    await expect.element(page.getByRole('region', { name: 'Offers' })).toBeVisible();
    expect(current()).toBe('Offer 1 of 3');
    const images = [...document.querySelectorAll('img')];
    expect(images.map((image) => [image.width, image.height])).not.toContainEqual([0, 0]);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images.every((image) => image.getAttribute('width') === '1200')).toBe(true);
  });

  it('keeps a wide slide in the declared shape whatever the file, and slides without a style attribute', async () => {
    const square = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"/>')}`;
    await renderInTheme(
      carousel({ slides: [{ id: 'q', imageUrl: square, alt: 'Square' }, ...slides] }),
    );
    const image = page.getByRole('img', { name: 'Square' }).element() as HTMLImageElement;
    await expect.poll(() => image.complete && image.naturalWidth > 0).toBe(true);
    const box = image.getBoundingClientRect();
    expect(box.width / box.height).toBeCloseTo(2, 1);
    await userEvent.click(page.getByRole('button', { name: 'Next offer' }));
    const track = image.parentElement?.parentElement;
    expect(track && getComputedStyle(track).transform).not.toBe('none');
  });

  it('is drawn by a server without a style attribute, which the diner CSP would refuse', () => {
    const html = renderToString(carousel());
    expect(html).toContain('Burger offer');
    expect(html).not.toContain('style=');
  });

  it('turns with next and previous, wrapping round, and jumps with the dots', async () => {
    await renderInTheme(carousel());
    await userEvent.click(page.getByRole('button', { name: 'Next offer' }));
    expect(current()).toBe('Offer 2 of 3');
    await userEvent.click(page.getByRole('button', { name: 'Previous offer' }));
    await userEvent.click(page.getByRole('button', { name: 'Previous offer' }));
    expect(current()).toBe('Offer 3 of 3');
    await userEvent.click(page.getByRole('button', { name: 'Offer 2 of 3' }));
    expect(current()).toBe('Offer 2 of 3');
    await expect
      .element(page.getByRole('button', { name: 'Offer 2 of 3' }))
      .toHaveAttribute('aria-current', 'true');
  });

  it('opens the offer of the slide tapped', async () => {
    const onSelect = vi.fn();
    await renderInTheme(carousel({ onSelect }));
    await userEvent.click(page.getByRole('button', { name: 'Burger offer' }));
    expect(onSelect).toHaveBeenCalledWith('item-1');
  });

  it('turns by itself after the interval', async () => {
    await renderInTheme(carousel({ interval: 150 }));
    await userEvent.unhover(page.getByRole('region'));
    await expect.poll(current, { timeout: 2000 }).toBe('Offer 2 of 3');
    await expect.poll(current, { timeout: 2000 }).toBe('Offer 3 of 3');
  });

  it('holds still once paused, and turns again when played', async () => {
    await renderInTheme(carousel({ interval: 150 }));
    await userEvent.click(page.getByRole('button', { name: 'Pause offers' }));
    await userEvent.unhover(page.getByRole('region'));
    (document.activeElement as HTMLElement).blur();
    const held = await heldSlide();
    await userEvent.click(page.getByRole('button', { name: 'Play offers' }));
    await userEvent.unhover(page.getByRole('region'));
    (document.activeElement as HTMLElement).blur();
    await expect.poll(current, { timeout: 2000 }).not.toBe(held);
  });

  it('holds still under the pointer', async () => {
    await renderInTheme(carousel({ interval: 150 }));
    await userEvent.hover(page.getByRole('region'));
    const held = await heldSlide();
    await userEvent.unhover(page.getByRole('region'));
    await expect.poll(current, { timeout: 2000 }).not.toBe(held);
  });

  it('holds still while the keyboard focus is inside', async () => {
    await renderInTheme(carousel({ interval: 150 }));
    await userEvent.unhover(page.getByRole('region'));
    const next = page.getByRole('button', { name: 'Next offer' }).element() as HTMLElement;
    next.focus();
    const held = await heldSlide();
    next.blur();
    await expect.poll(current, { timeout: 2000 }).not.toBe(held);
  });

  it('holds still while the page is hidden', async () => {
    await renderInTheme(carousel({ interval: 150 }));
    await userEvent.unhover(page.getByRole('region'));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    const held = await heldSlide();
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await expect.poll(current, { timeout: 2000 }).not.toBe(held);
  });

  it('holds still while off screen', async () => {
    await renderInTheme(
      <>
        <div style={{ blockSize: 3000 }} />
        {carousel({ interval: 150 })}
      </>,
    );
    const held = await heldSlide();
    page.getByRole('region').element().scrollIntoView({ behavior: 'instant' });
    await expect.poll(current, { timeout: 2000 }).not.toBe(held);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('never turns by itself under reduced motion, and offers no pause control', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query.includes('prefers-reduced-motion')
        ? // A query list that always matches; the carousel reads `matches` and listens for changes.
          (Object.assign(new EventTarget(), {
            matches: true,
            media: query,
            onchange: null,
          }) as unknown as MediaQueryList)
        : matchMedia(query),
    );
    await renderInTheme(carousel({ interval: 150 }));
    expect(await slidesSeenDuring(600)).toEqual(['Offer 1 of 3']);
    expect(page.getByRole('button', { name: 'Pause offers' }).elements()).toHaveLength(0);
    await userEvent.click(page.getByRole('button', { name: 'Next offer' }));
    expect(current()).toBe('Offer 2 of 3');
  });

  it('turns on a swipe toward the start of the line, and the swipe is not a tap', async () => {
    const onSelect = vi.fn();
    await renderInTheme(carousel({ onSelect }));
    const slide = page.getByRole('button', { name: 'Burger offer' }).element();
    pointer(slide, 'pointerdown', 300);
    pointer(slide, 'pointerup', 150);
    slide.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await expect.poll(current).toBe('Offer 2 of 3');
    expect(onSelect).not.toHaveBeenCalled();
    const second = page.getByRole('button', { name: 'Juice offer' }).element();
    pointer(second, 'pointerdown', 150);
    pointer(second, 'pointerup', 300);
    await expect.poll(current).toBe('Offer 1 of 3');
  });

  it('ignores a short drag', async () => {
    await renderInTheme(carousel());
    const slide = page.getByRole('img', { name: 'Burger offer' }).element();
    pointer(slide, 'pointerdown', 300);
    pointer(slide, 'pointerup', 280);
    await wait(50);
    expect(current()).toBe('Offer 1 of 3');
  });

  it('is mirrored in Arabic: next on the left, a rightward swipe brings the next slide', async () => {
    await renderInTheme(carousel(), { dir: 'rtl' });
    const next = page.getByRole('button', { name: 'Next offer' }).element().getBoundingClientRect();
    const previous = page
      .getByRole('button', { name: 'Previous offer' })
      .element()
      .getBoundingClientRect();
    expect(next.left).toBeLessThan(previous.left);
    const slide = page.getByRole('img', { name: 'Burger offer' }).element();
    pointer(slide, 'pointerdown', 150);
    pointer(slide, 'pointerup', 300);
    await expect.poll(current).toBe('Offer 2 of 3');
    const viewport = page.getByRole('region').element().getBoundingClientRect();
    const shown = page.getByRole('img', { name: 'Juice offer' }).element();
    await expect
      .poll(() => Math.abs(shown.getBoundingClientRect().left - viewport.left))
      .toBeLessThan(1);
  });

  it.each(['ltr', 'rtl'] as const)(
    'keeps every control off the banner (%s), so its headline stays readable',
    async (dir) => {
      await renderInTheme(carousel(), { dir });
      const image = page.getByRole('img', { name: 'Burger offer' }).element();
      const banner = image.getBoundingClientRect();
      const controls = page.getByRole('button').elements();
      expect(controls.length).toBeGreaterThan(3);
      for (const control of controls) {
        // The banner itself is a button when it opens an offer.
        if (control.contains(image) || control.closest('[inert]')) continue;
        const box = control.getBoundingClientRect();
        const overlaps =
          box.left < banner.right &&
          box.right > banner.left &&
          box.top < banner.bottom &&
          box.bottom > banner.top;
        expect(overlaps, control.getAttribute('aria-label') ?? '').toBe(false);
      }
    },
  );

  it('has no controls for a single slide', async () => {
    await renderInTheme(carousel({ slides: slides.slice(0, 1) }));
    await expect.element(page.getByRole('img', { name: 'Burger offer' })).toBeVisible();
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });

  it('shows nothing without slides', async () => {
    const { container } = await renderInTheme(carousel({ slides: [] }));
    expect(container.querySelector('[dir]')?.children).toHaveLength(1);
    expect(page.getByRole('region').elements()).toHaveLength(0);
  });

  it('gives every control a 44 px touch target', async () => {
    await renderInTheme(carousel());
    for (const name of ['Previous offer', 'Next offer', 'Pause offers', 'Offer 1 of 3']) {
      const box = page.getByRole('button', { name }).element().getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });

  it('has no accessibility violations on either brand', async () => {
    const { container } = await renderInTheme(carousel(), { brandColor: '#F4C430', dir: 'rtl' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
