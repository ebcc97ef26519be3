import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { DineModeChooser, type DineMode } from './dine-mode-chooser';

const labels = { eat_in: 'Eat In', take_away: 'Take Out' };

function Controlled({
  initial = null,
  onChange = () => undefined,
}: {
  initial?: DineMode | null;
  onChange?: (mode: DineMode) => void;
}) {
  const [value, setValue] = useState<DineMode | null>(initial);
  return (
    <DineModeChooser
      title="How would you like your order?"
      value={value}
      onChange={(mode) => {
        onChange(mode);
        setValue(mode);
      }}
      labels={labels}
      backLabel="Back"
      onBack={() => undefined}
    />
  );
}

describe('DineModeChooser', () => {
  it('is a radio group named by its question, with Eat In and Take Out', async () => {
    await renderInTheme(<Controlled />);
    const group = page.getByRole('group', { name: 'How would you like your order?' });
    await expect.element(group).toBeVisible();
    expect(group.getByRole('radio').all()).toHaveLength(2);
    await expect.element(page.getByRole('radio', { name: 'Eat In' })).not.toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'Take Out' })).not.toBeChecked();
  });

  it('reports the tapped mode and marks its card', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled onChange={onChange} />);
    const card = page.getByText('Take Out');
    const before = getComputedStyle(card.element()).backgroundColor;
    // The transparent native radio covers its card: the tap lands on it.
    await userEvent.click(page.getByRole('radio', { name: 'Take Out' }));
    expect(onChange).toHaveBeenCalledWith('take_away');
    await expect.element(page.getByRole('radio', { name: 'Take Out' })).toBeChecked();
    await expect.poll(() => getComputedStyle(card.element()).backgroundColor).not.toBe(before);
  });

  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled initial="eat_in" onChange={onChange} />);
    (page.getByRole('radio', { name: 'Eat In' }).element() as HTMLInputElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('take_away');
  });

  it('offers Back only once a mode is set (A§2)', async () => {
    const onBack = vi.fn();
    await renderInTheme(
      <>
        <DineModeChooser
          title="First"
          value={null}
          onChange={() => undefined}
          labels={labels}
          backLabel="Back"
          onBack={onBack}
        />
        <DineModeChooser
          title="Again"
          value="eat_in"
          onChange={() => undefined}
          labels={labels}
          backLabel="Back"
          onBack={onBack}
        />
      </>,
    );
    expect(page.getByRole('button', { name: 'Back' }).all()).toHaveLength(1);
    await userEvent.click(page.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('gives each card a target far above 44 px, side by side, Eat In first in reading order', async () => {
    await renderInTheme(<Controlled />, { dir: 'rtl' });
    const eatIn = page.getByText('Eat In').element().getBoundingClientRect();
    const takeOut = page.getByText('Take Out').element().getBoundingClientRect();
    expect(eatIn.height).toBeGreaterThanOrEqual(44);
    expect(eatIn.width).toBeGreaterThanOrEqual(44);
    // Right to left: the first card is on the right.
    expect(eatIn.left).toBeGreaterThan(takeOut.left);
  });

  it('has no accessibility violations, with a mode chosen, on the light brand', async () => {
    const { container } = await renderInTheme(<Controlled initial="eat_in" />, {
      brandColor: '#F4C430',
    });
    expect(await axeViolations(container)).toEqual([]);
  });
});
