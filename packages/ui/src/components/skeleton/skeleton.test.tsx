import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { Skeleton } from './skeleton';

/** Emulates the diner's reduced-motion setting in the test browser. */
async function reduceMotion(reduce: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduce ? 'reduce' : 'no-preference' }],
  });
}

const shapes = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('span')].filter(
    (element) => element.childElementCount === 0,
  );

/** The first drawn shape (a test fails here if there is none). */
function firstShape(container: HTMLElement): HTMLElement {
  const [first] = shapes(container);
  if (!first) throw new Error('No skeleton shape was drawn');
  return first;
}

afterEach(async () => {
  await reduceMotion(false);
});

describe('Skeleton', () => {
  it('is hidden from screen readers', async () => {
    const { container } = await renderInTheme(<Skeleton />);
    expect(container.querySelector('span')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws the number of lines asked for, the last one shorter', async () => {
    const { container } = await renderInTheme(
      <div style={{ inlineSize: 300 }}>
        <Skeleton lines={3} />
      </div>,
    );
    const lines = shapes(container);
    expect(lines).toHaveLength(3);
    const [first, , last] = lines.map((line) => line.getBoundingClientRect().width);
    expect(first).toBe(300);
    expect(last).toBeLessThan(first ?? 0);
  });

  it('takes a width and height as pixels or CSS lengths', async () => {
    const { container } = await renderInTheme(
      <div style={{ inlineSize: 200 }}>
        <Skeleton shape="rect" width="50%" height={80} />
      </div>,
    );
    const box = firstShape(container).getBoundingClientRect();
    expect(box.width).toBe(100);
    expect(box.height).toBe(80);
  });

  it('draws a circle as wide as it is tall', async () => {
    const { container } = await renderInTheme(<Skeleton shape="circle" width={56} />);
    const element = firstShape(container);
    const box = element.getBoundingClientRect();
    expect(box.width).toBe(56);
    expect(box.height).toBe(56);
    expect(getComputedStyle(element).borderRadius).not.toBe('0px');
  });

  it('shimmers, reversed in Arabic so the highlight runs from the start edge', async () => {
    const { container } = await renderInTheme(<Skeleton />, { dir: 'rtl' });
    const style = getComputedStyle(firstShape(container));
    expect(style.animationName).not.toBe('none');
    expect(style.animationDirection).toBe('reverse');
  });

  it('stands still under reduced motion', async () => {
    await reduceMotion(true);
    const { container } = await renderInTheme(<Skeleton shape="rect" />);
    expect(getComputedStyle(firstShape(container)).animationName).toBe('none');
  });

  it('has no accessibility violations', async () => {
    const { container } = await renderInTheme(
      <>
        <Skeleton lines={2} />
        <Skeleton shape="rect" />
        <Skeleton shape="circle" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
