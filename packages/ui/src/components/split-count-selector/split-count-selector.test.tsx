import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import {
  SPLIT_COUNT_DEFAULT,
  SPLIT_COUNT_MAX,
  SPLIT_COUNT_MIN,
  SplitCountSelector,
  type SplitCountSelectorProps,
} from './split-count-selector';

function props(overrides: Partial<SplitCountSelectorProps> = {}): SplitCountSelectorProps {
  return {
    label: 'Split between',
    value: SPLIT_COUNT_DEFAULT,
    onChange: vi.fn(),
    decreaseLabel: 'Fewer people',
    increaseLabel: 'More people',
    shareText: 'AED 50.00 each',
    ...overrides,
  };
}

function Held(overrides: Partial<SplitCountSelectorProps>) {
  const [count, setCount] = useState(overrides.value ?? SPLIT_COUNT_DEFAULT);
  return (
    <SplitCountSelector
      {...props(overrides)}
      value={count}
      onChange={(next) => {
        setCount(next);
        overrides.onChange?.(next);
      }}
    />
  );
}

const fewer = () => page.getByRole('button', { name: 'Fewer people' });
const more = () => page.getByRole('button', { name: 'More people' });

describe('SplitCountSelector', () => {
  it('splits 2 to 99 ways, starting at 2 (B§5)', () => {
    expect([SPLIT_COUNT_MIN, SPLIT_COUNT_MAX, SPLIT_COUNT_DEFAULT]).toEqual([2, 99, 2]);
  });

  it('is a group named by its label, showing the count and the share', async () => {
    await renderInTheme(<SplitCountSelector {...props()} />);
    await expect.element(page.getByRole('group', { name: 'Split between' })).toBeVisible();
    await expect.element(page.getByText('2', { exact: true })).toBeVisible();
    await expect.element(page.getByText('AED 50.00 each')).toBeVisible();
  });

  it('stops at 2: − does nothing there', async () => {
    const onChange = vi.fn();
    await renderInTheme(<SplitCountSelector {...props({ onChange })} />);
    await expect.element(fewer()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(fewer(), { force: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops at 99: + does nothing there', async () => {
    const onChange = vi.fn();
    await renderInTheme(<SplitCountSelector {...props({ value: 99, onChange })} />);
    await expect.element(more()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(more(), { force: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('counts up and down between the limits', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Held onChange={onChange} />);
    await userEvent.click(more());
    await userEvent.click(more());
    expect(onChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(fewer());
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('announces the share politely as it changes', async () => {
    await renderInTheme(<SplitCountSelector {...props()} />);
    await expect.element(page.getByText('AED 50.00 each')).toHaveAttribute('aria-live', 'polite');
  });

  it('disables both buttons when disabled', async () => {
    await renderInTheme(<SplitCountSelector {...props({ value: 5, disabled: true })} />);
    await expect.element(fewer()).toBeDisabled();
    await expect.element(more()).toBeDisabled();
  });

  it('gives both buttons 44 px targets', async () => {
    await renderInTheme(<SplitCountSelector {...props({ value: 5 })} />);
    for (const button of [fewer(), more()]) {
      const box = button.element().getBoundingClientRect();
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  });

  it('puts the label on the right and the control on the left in Arabic', async () => {
    await renderInTheme(
      <SplitCountSelector
        {...props({ label: 'التقسيم على', decreaseLabel: 'أقل', increaseLabel: 'أكثر' })}
      />,
      { dir: 'rtl' },
    );
    const label = page.getByText('التقسيم على').element().getBoundingClientRect();
    const group = page.getByRole('group').element().getBoundingClientRect();
    expect(group.right).toBeLessThanOrEqual(label.left);
  });

  it('has no accessibility violations on the light brand', async () => {
    const { container } = await renderInTheme(<SplitCountSelector {...props()} />, {
      brandColor: '#F4C430',
    });
    expect(await axeViolations(container)).toEqual([]);
  });
});
