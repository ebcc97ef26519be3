import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { ChargesBreakdown, type ChargeRow } from './charges-breakdown';

function rows(onRemove = vi.fn()): ChargeRow[] {
  return [
    { id: 'subtotal', label: 'Subtotal', amount: 'AED 120.00' },
    {
      id: 'tip',
      label: 'Tip',
      amount: 'AED 12.00',
      action: { label: 'Remove', onClick: onRemove },
    },
    { id: 'discount', label: 'Discount', amount: '- AED 11.00', tone: 'discount' },
    { id: 'tax', label: 'VAT 5%', amount: 'AED 6.05' },
  ];
}

const total = { label: 'Total', amount: 'AED 127.05' };

describe('ChargesBreakdown', () => {
  it('pairs each label with its amount, in the order given, the total last', async () => {
    const { container } = await renderInTheme(<ChargesBreakdown rows={rows()} total={total} />);
    const terms = [...container.querySelectorAll('dt')].map((term) => term.firstChild?.textContent);
    const amounts = [...container.querySelectorAll('dd')].map((amount) => amount.textContent);
    expect(terms).toEqual(['Subtotal', 'Tip', 'Discount', 'VAT 5%', 'Total']);
    expect(amounts).toEqual(['AED 120.00', 'AED 12.00', '- AED 11.00', 'AED 6.05', 'AED 127.05']);
  });

  it('shows the amounts exactly as given', async () => {
    await renderInTheme(
      <ChargesBreakdown rows={[{ id: 'a', label: 'Odd', amount: 'AED 0.1000' }]} total={total} />,
    );
    await expect.element(page.getByText('AED 0.1000')).toBeVisible();
  });

  it('colours money off as a discount and emphasises the total', async () => {
    await renderInTheme(<ChargesBreakdown rows={rows()} total={total} />);
    const discount = getComputedStyle(page.getByText('- AED 11.00').element());
    const subtotal = getComputedStyle(page.getByText('AED 120.00').element());
    const sum = getComputedStyle(page.getByText('AED 127.05').element());
    expect(discount.color).toBe('rgb(6, 118, 71)');
    expect(subtotal.color).toBe('rgb(22, 24, 29)');
    expect(Number(sum.fontWeight)).toBeGreaterThanOrEqual(700);
    expect(Number.parseInt(sum.fontSize)).toBeGreaterThan(Number.parseInt(subtotal.fontSize));
  });

  it('runs a row’s action, a 44 px target that says which row it acts on', async () => {
    const onRemove = vi.fn();
    await renderInTheme(<ChargesBreakdown rows={rows(onRemove)} total={total} />);
    const remove = page.getByRole('button', { name: 'Remove' });
    await expect.element(remove).toHaveAccessibleDescription('Tip');
    const box = remove.element().getBoundingClientRect();
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await userEvent.click(remove);
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('puts the amounts at the end of the line: on the left in Arabic', async () => {
    await renderInTheme(
      <ChargesBreakdown
        rows={[{ id: 'subtotal', label: 'المجموع الفرعي', amount: 'د.إ.‏ 120.00' }]}
        total={{ label: 'الإجمالي', amount: 'د.إ.‏ 120.00' }}
      />,
      { dir: 'rtl' },
    );
    const label = page.getByText('المجموع الفرعي').element().getBoundingClientRect();
    const [amount] = page.getByText('د.إ.‏ 120.00').elements();
    expect(amount?.getBoundingClientRect().right).toBeLessThan(label.left);
  });

  it('can be named when no heading says what it is', async () => {
    await renderInTheme(<ChargesBreakdown rows={rows()} total={total} label="Bill details" />);
    await expect.element(page.getByLabelText('Bill details')).toBeInTheDocument();
  });

  it('has no accessibility violations on either brand', async () => {
    const { container } = await renderInTheme(
      <ChargesBreakdown rows={rows()} total={total} label="Bill details" />,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
