import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { ItemwiseSplitRow, type ItemwiseSplitRowProps } from './itemwise-split-row';
import { ItemwiseSplitTotal, type ItemwiseSplitTotalProps } from './itemwise-split-total';

function row(overrides: Partial<ItemwiseSplitRowProps> = {}): ItemwiseSplitRowProps {
  return {
    name: 'Chicken biryani',
    quantity: 2,
    amount: 'AED 36.00',
    checked: false,
    onChange: vi.fn(),
    paidLabel: 'Paid',
    ...overrides,
  };
}

function total(overrides: Partial<ItemwiseSplitTotalProps> = {}): ItemwiseSplitTotalProps {
  return {
    totalLabel: 'Your total',
    total: 'AED 50.50',
    summary: '2 items selected',
    payLabel: 'Pay now',
    onPay: vi.fn(),
    ...overrides,
  };
}

describe('ItemwiseSplitRow', () => {
  it('is a checkbox named by the quantity and item, described by its amount', async () => {
    await renderInTheme(<ItemwiseSplitRow {...row()} />);
    const box = page.getByRole('checkbox', { name: '2 × Chicken biryani' });
    await expect.element(box).not.toBeChecked();
    await expect.element(box).toHaveAccessibleDescription('AED 36.00');
  });

  it('reports the line chosen or let go', async () => {
    const onChange = vi.fn();
    const screen = await renderInTheme(<ItemwiseSplitRow {...row({ onChange })} />);
    await userEvent.click(page.getByText('Chicken biryani'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    await screen.rerender(<ItemwiseSplitRow {...row({ onChange, checked: true })} />);
    await userEvent.click(page.getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles with Space from the keyboard', async () => {
    const onChange = vi.fn();
    await renderInTheme(<ItemwiseSplitRow {...row({ onChange })} />);
    page.getByRole('checkbox').element().focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('disables a line paid by others and marks it paid (B§4)', async () => {
    const onChange = vi.fn();
    await renderInTheme(<ItemwiseSplitRow {...row({ paid: true, onChange })} />);
    const box = page.getByRole('checkbox');
    await expect.element(box).toBeDisabled();
    await expect.element(box).toHaveAccessibleDescription('AED 36.00 Paid');
    await userEvent.click(box, { force: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows no Paid badge on an unpaid line', async () => {
    await renderInTheme(<ItemwiseSplitRow {...row()} />);
    expect(page.getByText('Paid').query()).toBeNull();
  });

  it('makes the whole line a 44 px target', async () => {
    await renderInTheme(<ItemwiseSplitRow {...row()} />);
    const label = page.getByRole('checkbox').element().closest('label');
    expect(label?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it('puts the checkbox on the right in Arabic', async () => {
    await renderInTheme(<ItemwiseSplitRow {...row({ name: 'برياني الدجاج' })} />, {
      dir: 'rtl',
    });
    const box = page.getByRole('checkbox').element().getBoundingClientRect();
    const name = page.getByText('برياني الدجاج').element().getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(name.right);
  });
});

describe('ItemwiseSplitTotal', () => {
  it('shows the running total and pays', async () => {
    const onPay = vi.fn();
    await renderInTheme(<ItemwiseSplitTotal {...total({ onPay })} />);
    await expect.element(page.getByText('AED 50.50')).toBeVisible();
    await expect.element(page.getByText('2 items selected')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Pay now' }));
    expect(onPay).toHaveBeenCalledTimes(1);
  });

  it('announces a new total politely and whole', async () => {
    await renderInTheme(<ItemwiseSplitTotal {...total()} />);
    const line = page.getByText('AED 50.50').element().parentElement;
    expect(line?.getAttribute('aria-live')).toBe('polite');
    expect(line?.getAttribute('aria-atomic')).toBe('true');
  });

  it('disables Pay now when asked, and ignores presses while busy', async () => {
    const onPay = vi.fn();
    await renderInTheme(
      <>
        <ItemwiseSplitTotal {...total({ payLabel: 'Pay', payDisabled: true, onPay })} />
        <ItemwiseSplitTotal {...total({ payLabel: 'Paying', loading: true, onPay })} />
      </>,
    );
    await expect.element(page.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Paying' }), { force: true });
    expect(onPay).not.toHaveBeenCalled();
  });

  it('puts the total on the left in Arabic', async () => {
    await renderInTheme(<ItemwiseSplitTotal {...total({ totalLabel: 'المجموع الخاص بك' })} />, {
      dir: 'rtl',
    });
    const amount = page.getByText('AED 50.50').element().getBoundingClientRect();
    const label = page.getByText('المجموع الخاص بك').element().getBoundingClientRect();
    expect(amount.right).toBeLessThanOrEqual(label.left);
  });
});

describe('Item-wise split', () => {
  it('has no accessibility violations, with chosen and paid lines, on the light brand', async () => {
    const { container } = await renderInTheme(
      <>
        <ItemwiseSplitRow {...row({ checked: true })} />
        <ItemwiseSplitRow {...row({ name: 'Mango lassi' })} />
        <ItemwiseSplitRow {...row({ name: 'Garlic naan', paid: true })} />
        <ItemwiseSplitTotal {...total()} />
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
