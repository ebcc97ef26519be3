import { describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { Collapsible } from './collapsible';

const summary = () => page.getByRole('button', { name: 'Your order' });

describe('Collapsible', () => {
  it('starts closed: the button says so and the content is hidden and out of the tab order', async () => {
    await renderInTheme(
      <Collapsible summary="Your order">
        <a href="#order">Biryani</a>
      </Collapsible>,
    );
    await expect.element(summary()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByText('Biryani')).not.toBeVisible();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByText('Biryani')).not.toHaveFocus();
  });

  it('opens and closes on a press, reporting each change', async () => {
    const onOpenChange = vi.fn();
    await renderInTheme(
      <Collapsible summary="Your order" onOpenChange={onOpenChange}>
        Biryani
      </Collapsible>,
    );
    await userEvent.click(summary());
    await expect.element(summary()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByText('Biryani')).toBeVisible();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(summary());
    await expect.element(page.getByText('Biryani')).not.toBeVisible();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('controls its panel by id and opens from the keyboard', async () => {
    await renderInTheme(<Collapsible summary="Your order">Biryani</Collapsible>);
    const controls = summary().element().getAttribute('aria-controls') ?? '';
    expect(document.getElementById(controls)?.textContent).toBe('Biryani');
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.element(summary()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect.element(summary()).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts open with defaultOpen', async () => {
    await renderInTheme(
      <Collapsible summary="Your order" defaultOpen>
        Biryani
      </Collapsible>,
    );
    await expect.element(page.getByText('Biryani')).toBeVisible();
  });

  it('follows open when the app controls it', async () => {
    const onOpenChange = vi.fn();
    await renderInTheme(
      <Collapsible summary="Your order" open={false} onOpenChange={onOpenChange}>
        Biryani
      </Collapsible>,
    );
    await userEvent.click(summary());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await expect.element(summary()).toHaveAttribute('aria-expanded', 'false');
  });

  it('wraps its button in a heading when asked', async () => {
    await renderInTheme(
      <Collapsible summary="Your order" headingLevel={3}>
        Biryani
      </Collapsible>,
    );
    await expect.element(page.getByRole('heading', { level: 3, name: 'Your order' })).toBeVisible();
  });

  it('animates its height with the theme duration, and not at all under reduced motion', async () => {
    await renderInTheme(<Collapsible summary="Your order">Biryani</Collapsible>);
    const panel = page.getByText('Biryani').element().parentElement ?? document.body;
    expect(panel.id).not.toBe('');
    expect(getComputedStyle(panel).transitionProperty).toContain('grid-template-rows');
    expect(getComputedStyle(panel).transitionDuration.split(', ')[0]).toBe('0.2s');
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    try {
      expect(getComputedStyle(panel).transitionDuration.split(', ')[0]).toBe('0s');
    } finally {
      await cdp().send('Emulation.setEmulatedMedia', { features: [] });
    }
  });

  it('is a 44 px target and puts the chevron on the left in Arabic', async () => {
    await renderInTheme(<Collapsible summary="طلبك">برياني</Collapsible>, { dir: 'rtl' });
    const button = page.getByRole('button').element();
    expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const chevron = button.querySelector('svg')?.getBoundingClientRect();
    const text = page.getByText('طلبك').element().getBoundingClientRect();
    expect(chevron?.right).toBeLessThanOrEqual(text.left);
  });

  it('has no accessibility violations, open and closed', async () => {
    const { container } = await renderInTheme(
      <>
        <Collapsible summary="Your order">Biryani</Collapsible>
        <Collapsible summary="Order details" defaultOpen headingLevel={2}>
          Lassi
        </Collapsible>
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
