import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { Radio } from './radio';
import { RadioGroup } from './radio-group';

const OPTIONS = ['Card', 'Apple Pay', 'Cash'];

function Methods({
  onChange = () => undefined,
  disabled = [],
  hint,
}: {
  onChange?: (value: string) => void;
  disabled?: string[];
  hint?: string;
}) {
  const [chosen, setChosen] = useState('Card');
  return (
    <RadioGroup label="Payment method" hint={hint}>
      {OPTIONS.map((option) => (
        <Radio
          key={option}
          name="method"
          value={option}
          label={option}
          description={option === 'Cash' ? 'Not with loyalty points' : undefined}
          disabled={disabled.includes(option)}
          checked={chosen === option}
          onChange={(value) => {
            setChosen(value);
            onChange(value);
          }}
        />
      ))}
    </RadioGroup>
  );
}

describe('Radio and RadioGroup', () => {
  it('forms a radiogroup named by its legend and described by its hint', async () => {
    await renderInTheme(<Methods hint="Please choose 1" />);
    const group = page.getByRole('radiogroup', { name: 'Payment method' });
    await expect.element(group).toBeInTheDocument();
    await expect.element(group).toHaveAccessibleDescription('Please choose 1');
    expect(group.element().tagName).toBe('FIELDSET');
    expect(page.getByRole('radio').all()).toHaveLength(3);
  });

  it('reports the chosen value when a row is tapped', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Methods onChange={onChange} />);
    await userEvent.click(page.getByText('Apple Pay'));
    expect(onChange).toHaveBeenLastCalledWith('Apple Pay');
    await expect.element(page.getByRole('radio', { name: 'Apple Pay' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'Card' })).not.toBeChecked();
  });

  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Methods onChange={onChange} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('radio', { name: 'Card' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('Apple Pay');
  });

  it('skips and ignores a disabled option, which keeps its description', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Methods onChange={onChange} disabled={['Cash']} />);
    const cash = page.getByRole('radio', { name: 'Cash' });
    await expect.element(cash).toBeDisabled();
    await expect.element(cash).toHaveAccessibleDescription('Not with loyalty points');
    await userEvent.click(page.getByText('Cash'), { force: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('makes every row a target at least 44 px tall', async () => {
    await renderInTheme(<Methods />);
    for (const radio of page.getByRole('radio').elements()) {
      expect(radio.closest('label')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  });

  it('puts the circle on the right of the label in Arabic', async () => {
    await renderInTheme(<Methods />, { dir: 'rtl' });
    const circle = page.getByRole('radio', { name: 'Card' }).element().getBoundingClientRect();
    const label = page.getByText('Card').element().getBoundingClientRect();
    expect(circle.left).toBeGreaterThan(label.right);
  });

  it('has no accessibility violations on a light brand', async () => {
    const { container } = await renderInTheme(
      <Methods hint="Please choose 1" disabled={['Cash']} />,
      {
        brandColor: '#F4C430',
      },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
