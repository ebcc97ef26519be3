import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { SplitListRow, type SplitListRowProps } from './split-list-row';

const base: SplitListRowProps = {
  label: 'Split 2',
  amount: 'AED 25.00',
  state: 'open',
  payLabel: 'Pay',
  paidLabel: 'Paid',
  heldReason: 'Another guest is paying this split',
  onPay: () => undefined,
};

describe('SplitListRow', () => {
  it('pays an open slot, naming the split and its share to screen readers', async () => {
    const onPay = vi.fn();
    await renderInTheme(<SplitListRow {...base} onPay={onPay} />);
    const pay = page.getByRole('button', { name: 'Pay' });
    await expect.element(pay).toHaveAccessibleDescription('Split 2 AED 25.00');
    await userEvent.click(pay);
    expect(onPay).toHaveBeenCalledTimes(1);
  });

  it('gives the Pay button a 44 px target', async () => {
    await renderInTheme(<SplitListRow {...base} />);
    const box = page.getByRole('button').element().getBoundingClientRect();
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  });

  it('shows a Paid badge and no button once the slot is paid', async () => {
    await renderInTheme(<SplitListRow {...base} state="paid" />);
    await expect.element(page.getByText('Paid')).toBeVisible();
    expect(page.getByRole('button').query()).toBeNull();
  });

  it('disables a slot another diner holds and says why (B§4)', async () => {
    const onPay = vi.fn();
    await renderInTheme(<SplitListRow {...base} state="held" onPay={onPay} />);
    const pay = page.getByRole('button', { name: 'Pay' });
    await expect.element(pay).toBeDisabled();
    await expect
      .element(pay)
      .toHaveAccessibleDescription('Split 2 AED 25.00 Another guest is paying this split');
    await expect.element(page.getByText('Another guest is paying this split')).toBeVisible();
    await userEvent.click(pay, { force: true });
    expect(onPay).not.toHaveBeenCalled();
  });

  it('hides the held reason while the slot is open', async () => {
    await renderInTheme(<SplitListRow {...base} />);
    expect(page.getByText('Another guest is paying this split').query()).toBeNull();
  });

  it('ignores presses while the slot is being claimed', async () => {
    const onPay = vi.fn();
    await renderInTheme(<SplitListRow {...base} loading onPay={onPay} />);
    await userEvent.click(page.getByRole('button'), { force: true });
    expect(onPay).not.toHaveBeenCalled();
  });

  it('puts the Pay button on the left in Arabic', async () => {
    await renderInTheme(<SplitListRow {...base} label="الحصة 2" payLabel="ادفع" />, {
      dir: 'rtl',
    });
    const button = page.getByRole('button').element().getBoundingClientRect();
    const label = page.getByText('الحصة 2').element().getBoundingClientRect();
    expect(button.right).toBeLessThanOrEqual(label.left);
  });

  it('has no accessibility violations in any state on the light brand', async () => {
    const { container } = await renderInTheme(
      <>
        <SplitListRow {...base} />
        <SplitListRow {...base} state="paid" />
        <SplitListRow {...base} state="held" />
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
