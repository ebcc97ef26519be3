import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

function Controlled(props: Partial<QuantityStepperProps>) {
  const [value, setValue] = useState(props.value ?? 1);
  return (
    <QuantityStepper
      decreaseLabel="Decrease"
      increaseLabel="Increase"
      label="Quantity of Hummus"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const increase = () => page.getByRole('button', { name: 'Increase' });
const decrease = () => page.getByRole('button', { name: 'Decrease' });

describe('QuantityStepper', () => {
  it('steps up and down by one and shows the count', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled value={2} onChange={onChange} />);
    await userEvent.click(increase());
    expect(onChange).toHaveBeenLastCalledWith(3);
    await expect.element(page.getByText('3')).toBeVisible();
    await userEvent.click(decrease());
    await userEvent.click(decrease());
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('stops at the maximum: + is aria-disabled, keeps the focus and ignores presses', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled value={1} max={2} onChange={onChange} />);
    await userEvent.click(increase());
    await expect.element(increase()).toHaveAttribute('aria-disabled', 'true');
    await expect.element(increase()).toHaveFocus();
    await userEvent.click(increase(), { force: true });
    expect(onChange).toHaveBeenCalledTimes(1);
    await expect.element(page.getByText('2')).toBeVisible();
  });

  it('tells the app when + is pressed at the maximum, so it can say why', async () => {
    const onMaxReached = vi.fn();
    const onChange = vi.fn();
    await renderInTheme(
      <Controlled value={1} max={2} onChange={onChange} onMaxReached={onMaxReached} />,
    );
    await userEvent.click(increase());
    expect(onMaxReached).not.toHaveBeenCalled();
    await userEvent.click(increase(), { force: true });
    expect(onMaxReached).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('stops at the minimum, 0 by default', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled value={0} onChange={onChange} />);
    await expect.element(decrease()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease(), { force: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('honours a custom minimum', async () => {
    await renderInTheme(<Controlled value={1} min={1} />);
    await expect.element(decrease()).toHaveAttribute('aria-disabled', 'true');
  });

  it('turns − into a remove button at 1 when given a remove label, and goes to 0', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled value={1} min={1} removeLabel="Remove" onChange={onChange} />);
    const remove = page.getByRole('button', { name: 'Remove' });
    await expect.element(remove).not.toHaveAttribute('aria-disabled');
    await userEvent.click(remove);
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('announces the count politely', async () => {
    await renderInTheme(<Controlled value={4} />);
    const count = page.getByText('4').element();
    expect(count.getAttribute('aria-live')).toBe('polite');
    await expect.element(page.getByRole('group', { name: 'Quantity of Hummus' })).toBeVisible();
  });

  it('disables both buttons when disabled', async () => {
    await renderInTheme(<Controlled value={2} disabled />);
    await expect.element(increase()).toBeDisabled();
    await expect.element(decrease()).toBeDisabled();
  });

  it('works from the keyboard', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled value={1} onChange={onChange} />);
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('keeps 44 px targets in the small size', async () => {
    await renderInTheme(<Controlled size="small" />);
    for (const button of [increase(), decrease()]) {
      const box = button.element().getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });

  it('puts − on the right and + on the left in Arabic', async () => {
    await renderInTheme(<Controlled />, { dir: 'rtl' });
    expect(decrease().element().getBoundingClientRect().left).toBeGreaterThan(
      increase().element().getBoundingClientRect().left,
    );
  });

  it('has no accessibility violations at the limits on a light brand', async () => {
    const { container } = await renderInTheme(
      <>
        <Controlled value={0} max={3} />
        <Controlled value={3} max={3} size="small" />
        <Controlled value={2} disabled />
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
