import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { filterDecimalInput } from '../../lib/decimal-input';
import { CUSTOM_TIP, TipSelector, type TipChoice, type TipSelectorProps } from './tip-selector';

function props(overrides: Partial<TipSelectorProps> = {}): TipSelectorProps {
  return {
    label: 'Add a tip',
    options: [
      { percent: 5, percentLabel: '5%', amount: 'AED 2.25' },
      { percent: 10, percentLabel: '10%', amount: 'AED 4.50' },
      { percent: 15, percentLabel: '15%', amount: 'AED 6.75' },
    ],
    selected: null,
    onSelect: vi.fn(),
    customLabel: 'Custom',
    customFieldLabel: 'Tip amount',
    customAmount: '',
    onCustomAmountChange: vi.fn(),
    applyLabel: 'Apply',
    onApplyCustom: vi.fn(),
    removeLabel: 'Remove tip',
    ...overrides,
  };
}

/** The selector with the custom amount held, as the app holds it. */
function Held(overrides: Partial<TipSelectorProps>) {
  const [amount, setAmount] = useState('');
  const [selected, setSelected] = useState<TipChoice | null>(CUSTOM_TIP);
  return (
    <TipSelector
      {...props(overrides)}
      selected={selected}
      onSelect={setSelected}
      customAmount={amount}
      onCustomAmountChange={(value) => {
        setAmount(value);
        overrides.onCustomAmountChange?.(value);
      }}
    />
  );
}

const field = () => page.getByRole('textbox', { name: 'Tip amount' });

describe('filterDecimalInput', () => {
  it('keeps digits and one decimal point (B§5)', () => {
    expect(filterDecimalInput('12.5')).toBe('12.5');
    expect(filterDecimalInput('')).toBe('');
    expect(filterDecimalInput('12.')).toBe('12.');
    expect(filterDecimalInput('AED 12.50')).toBe('12.50');
    expect(filterDecimalInput('1a2')).toBe('12');
    expect(filterDecimalInput('1.2.3')).toBeNull();
  });

  it('reads Arabic digits and the Arabic decimal separator as Latin ones', () => {
    expect(filterDecimalInput('١٢٫٥')).toBe('12.5');
    expect(filterDecimalInput('۷۰')).toBe('70');
  });

  it('keeps a leading minus sign only when asked, written as a hyphen', () => {
    expect(filterDecimalInput('-5')).toBe('5');
    expect(filterDecimalInput('-5', { keepMinus: true })).toBe('-5');
    expect(filterDecimalInput('\u2212٥', { keepMinus: true })).toBe('-5');
    expect(filterDecimalInput(' -2.5', { keepMinus: true })).toBe('-2.5');
    expect(filterDecimalInput('5-', { keepMinus: true })).toBe('5');
    expect(filterDecimalInput('-', { keepMinus: true })).toBe('-');
  });

  it('never lets through anything but digits and one point', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const kept = filterDecimalInput(typed);
        return kept === null || /^\d*\.?\d*$/.test(kept);
      }),
    );
  });
});

describe('TipSelector', () => {
  it('is a radio group of tiles, each named by its percent and amount', async () => {
    await renderInTheme(<TipSelector {...props()} />);
    await expect.element(page.getByRole('radiogroup', { name: 'Add a tip' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: '10% AED 4.50' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Custom' })).toBeVisible();
    expect(page.getByRole('radio').elements()).toHaveLength(4);
  });

  it('reports the percent of the tile pressed', async () => {
    const onSelect = vi.fn();
    await renderInTheme(<TipSelector {...props({ onSelect })} />);
    // The radio covers its whole tile: a press anywhere on the tile lands on it.
    await userEvent.click(page.getByRole('radio', { name: '15% AED 6.75' }), {
      position: { x: 4, y: 4 },
    });
    expect(onSelect).toHaveBeenCalledWith(15);
  });

  it('moves between tiles with the arrow keys', async () => {
    const onSelect = vi.fn();
    await renderInTheme(<TipSelector {...props({ onSelect, selected: 5 })} />);
    await expect.element(page.getByRole('radio', { name: '5% AED 2.25' })).toBeChecked();
    page.getByRole('radio', { name: '5% AED 2.25' }).element().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenCalledWith(10);
  });

  it('fills the chosen tile with the brand and its text colour', async () => {
    await renderInTheme(<TipSelector {...props({ selected: 10 })} />, { brandColor: '#0B5D4B' });
    const tile = page.getByText('10%').element().closest('label');
    if (!tile) throw new Error('The tile is missing.');
    expect(getComputedStyle(tile).backgroundColor).toBe('rgb(11, 93, 75)');
    expect(getComputedStyle(tile).color).toBe('rgb(255, 255, 255)');
  });

  it('shows the custom amount field only while Custom is chosen', async () => {
    const screen = await renderInTheme(<TipSelector {...props()} />);
    expect(field().query()).toBeNull();
    await screen.rerender(<TipSelector {...props({ selected: CUSTOM_TIP })} />);
    await expect.element(field()).toBeVisible();
    await expect.element(field()).toHaveAttribute('inputmode', 'decimal');
  });

  it('keeps letters and a second decimal point out of the custom amount', async () => {
    const onCustomAmountChange = vi.fn();
    await renderInTheme(<Held onCustomAmountChange={onCustomAmountChange} />);
    await userEvent.type(field(), '7a.5.0');
    await expect.element(field()).toHaveValue('7.50');
    expect(onCustomAmountChange).toHaveBeenLastCalledWith('7.50');
    expect(onCustomAmountChange).not.toHaveBeenCalledWith(expect.stringMatching(/a|\..*\./));
  });

  it('keeps a minus sign, so the app can refuse a negative tip instead of reading 5', async () => {
    const onApplyCustom = vi.fn();
    await renderInTheme(<Held onApplyCustom={onApplyCustom} />);
    await userEvent.type(field(), '-5');
    await expect.element(field()).toHaveValue('-5');
    await userEvent.click(page.getByRole('button', { name: 'Apply' }));
    expect(onApplyCustom).toHaveBeenLastCalledWith('-5');
  });

  it('does nothing on Apply while the custom amount is empty (B§5)', async () => {
    const onApplyCustom = vi.fn();
    await renderInTheme(<Held onApplyCustom={onApplyCustom} />);
    await userEvent.click(page.getByRole('button', { name: 'Apply' }));
    expect(onApplyCustom).not.toHaveBeenCalled();
  });

  it('applies the custom amount with the button or Enter', async () => {
    const onApplyCustom = vi.fn();
    await renderInTheme(<Held onApplyCustom={onApplyCustom} />);
    await userEvent.type(field(), '12');
    await userEvent.click(page.getByRole('button', { name: 'Apply' }));
    expect(onApplyCustom).toHaveBeenLastCalledWith('12');
    await userEvent.type(field(), '.5{Enter}');
    expect(onApplyCustom).toHaveBeenLastCalledWith('12.5');
  });

  it('shows the tip added with its remove action, and no remove when not allowed', async () => {
    const onRemove = vi.fn();
    const screen = await renderInTheme(
      <TipSelector {...props({ selected: 10, appliedTip: 'Tip added: AED 4.50', onRemove })} />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Tip added: AED 4.50');
    await userEvent.click(page.getByRole('button', { name: 'Remove tip' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    await screen.rerender(
      <TipSelector {...props({ selected: 10, appliedTip: 'Tip added: AED 4.50' })} />,
    );
    expect(page.getByRole('button', { name: 'Remove tip' }).query()).toBeNull();
  });

  it('disables every tile when disabled', async () => {
    await renderInTheme(<TipSelector {...props({ disabled: true })} />);
    for (const radio of page.getByRole('radio').elements()) expect(radio).toBeDisabled();
  });

  it('gives every tile and the Apply button a 44 px target', async () => {
    await renderInTheme(<TipSelector {...props({ selected: CUSTOM_TIP })} />);
    const targets = [
      ...page.getByRole('radio').elements(),
      page.getByRole('button', { name: 'Apply' }).element(),
    ];
    for (const target of targets) {
      const box = target.getBoundingClientRect();
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  });

  it('lays the tiles out from the right in Arabic', async () => {
    await renderInTheme(<TipSelector {...props({ customLabel: 'مبلغ آخر' })} />, { dir: 'rtl' });
    const first = page.getByText('5%', { exact: true }).element().getBoundingClientRect();
    const custom = page.getByText('مبلغ آخر').element().getBoundingClientRect();
    expect(first.left).toBeGreaterThan(custom.right);
  });

  it('has no accessibility violations, with a tile or Custom chosen, on the light brand', async () => {
    const { container } = await renderInTheme(
      <>
        <TipSelector {...props({ selected: 10, appliedTip: 'Tip added: AED 4.50' })} />
        <TipSelector {...props({ label: 'Tip', selected: CUSTOM_TIP, customError: 'Too low' })} />
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
