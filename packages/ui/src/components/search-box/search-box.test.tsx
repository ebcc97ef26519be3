import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { SearchBox, type SearchBoxProps } from './search-box';

function Controlled(props: Partial<SearchBoxProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <SearchBox
      label="Search the menu"
      clearLabel="Clear search"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const box = () => page.getByRole('searchbox', { name: 'Search the menu' });
const clear = () => page.getByRole('button', { name: 'Clear search' });

describe('SearchBox', () => {
  it('is a search input named by its hidden label, with the search icon', async () => {
    await renderInTheme(<Controlled placeholder="Dishes and drinks" />);
    await expect.element(box()).toBeInTheDocument();
    expect(
      page.getByText('Search the menu').element().getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
    expect(box().element().parentElement?.querySelector('svg')).not.toBeNull();
  });

  it('reports typing and offers the clear button only when there is text', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled onChange={onChange} />);
    await expect.element(clear()).not.toBeInTheDocument();
    await userEvent.type(box(), 'naan');
    expect(onChange).toHaveBeenLastCalledWith('naan');
    await expect.element(clear()).toBeVisible();
  });

  it('clears, tells the app and puts the focus back in the box', async () => {
    const onChange = vi.fn();
    const onClear = vi.fn();
    await renderInTheme(<Controlled value="naan" onChange={onChange} onClear={onClear} />);
    await userEvent.click(clear());
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(onClear).toHaveBeenCalledTimes(1);
    await expect.element(box()).toHaveFocus();
    await expect.element(box()).toHaveValue('');
  });

  it('clears with Escape, as a search input does', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled value="naan" onChange={onChange} />);
    await userEvent.click(box());
    await userEvent.keyboard('{Escape}');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('lets the app focus the input through its ref', async () => {
    const ref = createRef<HTMLInputElement>();
    await renderInTheme(<Controlled ref={ref} />);
    ref.current?.focus();
    await expect.element(box()).toHaveFocus();
  });

  it('puts the icon on the right and the clear button on the left in Arabic', async () => {
    await renderInTheme(<Controlled value="برياني" />, { dir: 'rtl' });
    const input = box().element().getBoundingClientRect();
    const icon = box().element().parentElement?.querySelector('svg')?.getBoundingClientRect();
    expect(icon?.left).toBeGreaterThanOrEqual(input.right - 1);
    expect(clear().element().getBoundingClientRect().right).toBeLessThanOrEqual(input.left + 1);
  });

  it('has 44 px targets for the box and the clear button', async () => {
    await renderInTheme(<Controlled value="naan" />);
    expect(box().element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const button = clear().element().getBoundingClientRect();
    expect(button.width).toBeGreaterThanOrEqual(44);
    expect(button.height).toBeGreaterThanOrEqual(44);
  });

  it('has no accessibility violations, empty and filled', async () => {
    const { container } = await renderInTheme(
      <>
        <Controlled placeholder="Dishes and drinks" />
        <Controlled label="Search drinks" value="lassi" />
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
