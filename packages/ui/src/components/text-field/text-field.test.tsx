import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(props: Partial<TextFieldProps> & { onChange?: (value: string) => void }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <TextField
      label="Email address"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('names the input by its label and reports each change', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled onChange={onChange} />);
    const input = page.getByLabelText('Email address');
    await userEvent.type(input, 'ab');
    expect(onChange).toHaveBeenNthCalledWith(1, 'a');
    expect(onChange).toHaveBeenLastCalledWith('ab');
    await expect.element(input).toHaveValue('ab');
  });

  it('hands over text typed into a drawn field before it was hydrated', async () => {
    const onChange = vi.fn();
    const field = <Controlled label="Search the menu" type="search" onChange={onChange} />;
    const container = document.createElement('div');
    document.body.append(container);
    // The server's drawing, typed into before the app's scripts ran.
    container.innerHTML = renderToString(field);
    const input = container.querySelector('input');
    if (input === null) throw new Error('no input drawn');
    input.value = 'kopi';
    const root = hydrateRoot(container, field);
    try {
      await expect.poll(() => onChange.mock.calls).toEqual([['kopi']]);
      expect(input.value).toBe('kopi');
    } finally {
      root.unmount();
      container.remove();
    }
  });

  it('shows the error below the field, marks it invalid and describes it with hint and error', async () => {
    await renderInTheme(
      <Controlled hint="We send your receipt here." error="Please enter a valid email address" />,
    );
    const input = page.getByRole('textbox');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(input)
      .toHaveAccessibleDescription('We send your receipt here. Please enter a valid email address');
    const error = page.getByText('Please enter a valid email address').element();
    expect(error.getBoundingClientRect().top).toBeGreaterThan(
      input.element().getBoundingClientRect().bottom,
    );
  });

  it('keeps the error while the diner types: clearing it is the app’s decision', async () => {
    await renderInTheme(<Controlled value="a@" error="Please enter a valid email address" />);
    await userEvent.type(page.getByRole('textbox'), 'b.com');
    await expect.element(page.getByText('Please enter a valid email address')).toBeVisible();
  });

  it('is not invalid and has no description without hint or error', async () => {
    await renderInTheme(<Controlled />);
    const input = page.getByRole('textbox').element();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('takes no typing while disabled', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled disabled onChange={onChange} />);
    const input = page.getByRole('textbox');
    await expect.element(input).toBeDisabled();
    await userEvent.click(input, { force: true });
    await userEvent.keyboard('x');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a read-only value that can be selected but takes no typing', async () => {
    const onChange = vi.fn();
    await renderInTheme(
      <TextField
        label="Link to this page"
        value="https://example.com/checkout"
        readOnly
        onChange={onChange}
      />,
    );
    const input = page.getByRole('textbox', { name: 'Link to this page' });
    await expect.element(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    expect(onChange).not.toHaveBeenCalled();
    const element = input.element() as HTMLInputElement;
    element.select();
    expect(element.value.slice(element.selectionStart ?? 0, element.selectionEnd ?? 0)).toBe(
      'https://example.com/checkout',
    );
  });

  it('is at least 44 px tall', async () => {
    await renderInTheme(<Controlled />);
    expect(
      page.getByRole('textbox').element().getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
  });

  it('puts the end adornment on the left and aligns text to the right in Arabic', async () => {
    await renderInTheme(
      <Controlled label="البريد الإلكتروني" endAdornment={<span data-testid="end">@</span>} />,
      { dir: 'rtl' },
    );
    const input = page.getByRole('textbox').element();
    const end = page.getByTestId('end').element();
    expect(end.getBoundingClientRect().right).toBeLessThanOrEqual(
      input.getBoundingClientRect().left,
    );
    expect(getComputedStyle(input).textAlign).toBe('start');
    expect(getComputedStyle(input).direction).toBe('rtl');
  });

  it('lays out only the input left to right when asked, the label staying right to left', async () => {
    await renderInTheme(
      <Controlled label="رقم الهاتف" inputDir="ltr" startAdornment={<span>+971</span>} />,
      { dir: 'rtl' },
    );
    const input = page.getByRole('textbox').element();
    expect(getComputedStyle(input).direction).toBe('ltr');
    expect(getComputedStyle(page.getByText('رقم الهاتف').element()).direction).toBe('rtl');
    expect(page.getByText('+971').element().getBoundingClientRect().right).toBeLessThanOrEqual(
      input.getBoundingClientRect().left + 1,
    );
  });

  it('keeps the label for screen readers when hidden', async () => {
    await renderInTheme(<Controlled label="Search the menu" hideLabel type="search" />);
    await expect
      .element(page.getByRole('searchbox', { name: 'Search the menu' }))
      .toBeInTheDocument();
    expect(
      page.getByText('Search the menu').element().getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  });

  it('has no accessibility violations with hint, error and disabled', async () => {
    const { container } = await renderInTheme(
      <>
        <Controlled label="Email address" hint="We send your receipt here." error="Required" />
        <Controlled label="Name" disabled value="Aisha" />
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
