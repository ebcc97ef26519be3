import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { Checkbox, type CheckboxProps } from './checkbox';

function Controlled(props: Partial<CheckboxProps>) {
  const [checked, setChecked] = useState(props.checked ?? false);
  return (
    <Checkbox
      label="Send me offers"
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange?.(next);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('is a real checkbox named by its label, described by its description', async () => {
    await renderInTheme(<Controlled description="By email or SMS" />);
    const box = page.getByRole('checkbox', { name: 'Send me offers' });
    await expect.element(box).toBeInTheDocument();
    await expect.element(box).toHaveAccessibleDescription('By email or SMS');
    expect((box.element() as HTMLInputElement).type).toBe('checkbox');
  });

  it('toggles from a tap anywhere on the row, reporting the new state', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled onChange={onChange} description="By email or SMS" />);
    await userEvent.click(page.getByText('By email or SMS'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    await expect.element(page.getByRole('checkbox')).toBeChecked();
    await userEvent.click(page.getByText('Send me offers'));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles with the space key', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled onChange={onChange} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('does not toggle while disabled', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled disabled onChange={onChange} />);
    await userEvent.click(page.getByText('Send me offers'), { force: true });
    expect(onChange).not.toHaveBeenCalled();
    await expect.element(page.getByRole('checkbox')).toBeDisabled();
  });

  it('makes the whole row a target at least 44 px tall', async () => {
    await renderInTheme(<Controlled />);
    const row = page.getByRole('checkbox').element().closest('label');
    expect(row?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    expect(row?.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  });

  it('puts the box on the right of the label in Arabic', async () => {
    await renderInTheme(<Controlled label="أرسل لي العروض" />, { dir: 'rtl' });
    const box = page.getByRole('checkbox').element().getBoundingClientRect();
    const label = page.getByText('أرسل لي العروض').element().getBoundingClientRect();
    expect(box.left).toBeGreaterThan(label.right);
  });

  it('fills with the brand and outlines with its ink when checked', async () => {
    await renderInTheme(<Controlled checked />, { brandColor: '#0B5D4B' });
    const style = getComputedStyle(page.getByRole('checkbox').element());
    expect(style.backgroundColor).toBe('rgb(11, 93, 75)');
  });

  it('has no accessibility violations, checked, unchecked and disabled, on a light brand', async () => {
    const { container } = await renderInTheme(
      <>
        <Controlled label="One" />
        <Controlled label="Two" checked description="Detail" />
        <Controlled label="Three" disabled checked />
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
