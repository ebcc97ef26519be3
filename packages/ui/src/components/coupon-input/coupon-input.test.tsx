import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { CouponInput, type CouponInputProps } from './coupon-input';

function props(overrides: Partial<CouponInputProps> = {}): CouponInputProps {
  return {
    label: 'Coupon code',
    value: '',
    onChange: vi.fn(),
    applyLabel: 'Apply',
    onApply: vi.fn(),
    removeLabel: 'Remove',
    onRemove: vi.fn(),
    ...overrides,
  };
}

/** The widget with its code and error held, clearing the error on typing as the app does. */
function Held(overrides: Partial<CouponInputProps>) {
  const [value, setValue] = useState(overrides.value ?? '');
  const [error, setError] = useState(overrides.error);
  return (
    <CouponInput
      {...props(overrides)}
      value={value}
      error={error}
      onChange={(code) => {
        setValue(code);
        setError(undefined);
        overrides.onChange?.(code);
      }}
    />
  );
}

const field = () => page.getByRole('textbox', { name: 'Coupon code' });
const apply = () => page.getByRole('button', { name: 'Apply' });

describe('CouponInput', () => {
  it('disables Apply while the code is empty or blank (A§5)', async () => {
    const screen = await renderInTheme(<CouponInput {...props()} />);
    await expect.element(apply()).toBeDisabled();
    await screen.rerender(<CouponInput {...props({ value: '   ' })} />);
    await expect.element(apply()).toBeDisabled();
  });

  it('applies the typed code, trimmed, with the button or Enter', async () => {
    const onApply = vi.fn();
    await renderInTheme(<Held onApply={onApply} />);
    await userEvent.type(field(), ' WELCOME10 ');
    await expect.element(apply()).toBeEnabled();
    await userEvent.click(apply());
    expect(onApply).toHaveBeenLastCalledWith('WELCOME10');
    await userEvent.type(field(), '{Enter}');
    expect(onApply).toHaveBeenCalledTimes(2);
  });

  it('shows the error inline and disables Apply while it shows (A§5)', async () => {
    const onApply = vi.fn();
    await renderInTheme(
      <CouponInput {...props({ value: 'WELCOME1', error: 'Invalid promo code!', onApply })} />,
    );
    await expect.element(field()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field()).toHaveAccessibleDescription('Invalid promo code!');
    await expect.element(apply()).toBeDisabled();
    await userEvent.type(field(), '{Enter}');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('reports typing, so the app clears the error, and Apply comes back', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Held value="WELCOME1" error="Invalid promo code!" onChange={onChange} />);
    await userEvent.type(field(), '0');
    expect(onChange).toHaveBeenCalledWith('WELCOME10');
    await expect.element(apply()).toBeEnabled();
    await expect.element(field()).not.toHaveAttribute('aria-invalid');
  });

  it('shows Apply busy and ignores presses while the code is looked up', async () => {
    const onApply = vi.fn();
    await renderInTheme(<CouponInput {...props({ value: 'WELCOME10', loading: true, onApply })} />);
    await expect.element(apply()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(apply(), { force: true });
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows the applied coupon with its remove action in place of the field', async () => {
    const onRemove = vi.fn();
    await renderInTheme(
      <CouponInput {...props({ applied: { name: 'WELCOME10: 10% off' }, onRemove })} />,
    );
    expect(field().query()).toBeNull();
    await expect.element(page.getByRole('status')).toHaveTextContent('WELCOME10: 10% off');
    const remove = page.getByRole('button', { name: 'Remove' });
    await expect.element(remove).toHaveAccessibleDescription('WELCOME10: 10% off');
    await userEvent.click(remove);
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('offers no remove action for a discount applied from the POS (A§5)', async () => {
    await renderInTheme(
      <CouponInput {...props({ applied: { name: 'Staff discount', fromPos: true } })} />,
    );
    await expect.element(page.getByText('Staff discount')).toBeVisible();
    expect(page.getByRole('button', { name: 'Remove' }).query()).toBeNull();
  });

  it('gives Apply and Remove 44 px targets', async () => {
    await renderInTheme(
      <>
        <CouponInput {...props({ value: 'A' })} />
        <CouponInput {...props({ applied: { name: 'WELCOME10' } })} />
      </>,
    );
    const targets = [apply(), page.getByRole('button', { name: 'Remove' })];
    for (const target of targets) {
      const box = target.element().getBoundingClientRect();
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  });

  it('puts Apply at the left end of the field in Arabic', async () => {
    await renderInTheme(
      <CouponInput {...props({ label: 'رمز القسيمة', applyLabel: 'تطبيق', value: 'A' })} />,
      { dir: 'rtl' },
    );
    const input = page.getByRole('textbox').element().getBoundingClientRect();
    const button = page.getByRole('button', { name: 'تطبيق' }).element().getBoundingClientRect();
    expect(button.right).toBeLessThanOrEqual(input.left);
  });

  it('has no accessibility violations, empty, in error or applied, on the light brand', async () => {
    const { container } = await renderInTheme(
      <>
        <CouponInput {...props()} />
        <CouponInput {...props({ label: 'Code', value: 'X', error: 'Invalid promo code!' })} />
        <CouponInput {...props({ applied: { name: 'WELCOME10', note: 'You save AED 8.65' } })} />
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
