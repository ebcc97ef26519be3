import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import {
  PaymentMethodList,
  type PaymentMethod,
  type PaymentMethodListProps,
} from './payment-method-list';

const methods: PaymentMethod[] = [
  { id: 'card', label: 'Card', icon: 'card' },
  { id: 'apple-pay', label: 'Apple Pay', icon: 'wallet' },
  {
    id: 'cash',
    label: 'Cash',
    icon: 'cash',
    disabled: true,
    disabledReason: 'Loyalty is not available with cash',
  },
];

function Held(props: Partial<PaymentMethodListProps>) {
  const [value, setValue] = useState<string | null>('card');
  return (
    <PaymentMethodList
      title="Payment method"
      methods={methods}
      value={value}
      {...props}
      onChange={(id) => {
        setValue(id);
        props.onChange?.(id);
      }}
    />
  );
}

const header = () => page.getByRole('button', { name: /Payment method/ });

describe('PaymentMethodList', () => {
  it('is a radio group named by its title, with the app’s choice checked', async () => {
    await renderInTheme(<Held />);
    await expect.element(page.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'Apple Pay' })).not.toBeChecked();
  });

  it('reports the method the diner presses', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Held onChange={onChange} />);
    await userEvent.click(page.getByText('Apple Pay'));
    expect(onChange).toHaveBeenCalledWith('apple-pay');
    await expect.element(page.getByRole('radio', { name: 'Apple Pay' })).toBeChecked();
  });

  it('moves the choice with the arrow keys, skipping a disabled method', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Held onChange={onChange} />);
    page.getByRole('radio', { name: 'Card' }).element().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('apple-pay');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('card');
  });

  it('disables a method with its reason as the description (B§4)', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Held onChange={onChange} />);
    const cash = page.getByRole('radio', { name: 'Cash' });
    await expect.element(cash).toBeDisabled();
    await expect.element(cash).toHaveAccessibleDescription('Loyalty is not available with cash');
    await userEvent.click(cash, { force: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('collapses from its header and shows the chosen method there while closed', async () => {
    const onOpenChange = vi.fn();
    await renderInTheme(<Held onOpenChange={onOpenChange} />);
    await expect.element(header()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(header());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(header()).toHaveAttribute('aria-expanded', 'false');
    expect(page.getByRole('radiogroup').query()).toBeNull();
    await expect.element(header()).toHaveAccessibleName('Payment method Card');
  });

  it('follows the open prop when the app holds it', async () => {
    const onOpenChange = vi.fn();
    await renderInTheme(<Held open={false} onOpenChange={onOpenChange} />);
    await userEvent.click(header());
    expect(onOpenChange).toHaveBeenCalledWith(true);
    await expect.element(header()).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives the header and every method a 44 px target', async () => {
    await renderInTheme(<Held />);
    expect(header().element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    for (const radio of page.getByRole('radio').elements()) {
      const row = radio.closest('label')?.getBoundingClientRect();
      expect(row?.height).toBeGreaterThanOrEqual(44);
    }
  });

  it('puts the radio on the right of the method in Arabic', async () => {
    await renderInTheme(<Held methods={[{ id: 'cash', label: 'نقداً', icon: 'cash' }]} />, {
      dir: 'rtl',
    });
    const radio = page.getByRole('radio').element().getBoundingClientRect();
    const label = page.getByText('نقداً').element().getBoundingClientRect();
    expect(radio.left).toBeGreaterThanOrEqual(label.right);
  });

  it('has no accessibility violations, open or closed, on the light brand', async () => {
    const { container } = await renderInTheme(<Held />, { brandColor: '#F4C430' });
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(header());
    expect(await axeViolations(container)).toEqual([]);
  });
});
