import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { SearchBox, type SearchBoxProps } from './search-box';

const copy = localized({
  en: {
    label: 'Search the menu',
    placeholder: 'Search dishes and drinks',
    clear: 'Clear search',
    query: 'biryani',
    long: 'chicken biryani with extra raita, no onions and the spice level turned down',
  },
  ar: {
    label: 'البحث في القائمة',
    placeholder: 'ابحث عن الأطباق والمشروبات',
    clear: 'مسح البحث',
    query: 'برياني',
    long: 'برياني الدجاج مع رايتا إضافية، بدون بصل ومع تخفيف مستوى التوابل',
  },
  zh: {
    label: '搜索菜单',
    placeholder: '搜索菜品和饮品',
    clear: '清除搜索',
    query: '香饭',
    long: '鸡肉香饭，多加酸奶酱，不要洋葱，辣度调低一些',
  },
  ms: {
    label: 'Cari menu',
    placeholder: 'Cari hidangan dan minuman',
    clear: 'Kosongkan carian',
    query: 'biryani',
    long: 'biryani ayam dengan raita tambahan, tanpa bawang dan kurang pedas',
  },
});

/** The box with its text held in the story, as the app holds it. */
function ControlledSearchBox(props: SearchBoxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchBox
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/Search box',
  component: SearchBox,
  args: {
    label: 'Search the menu',
    value: '',
    onChange: fn(),
    onClear: fn(),
    clearLabel: 'Clear search',
  },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ControlledSearchBox
        {...args}
        label={text.label}
        placeholder={text.placeholder}
        clearLabel={text.clear}
      />
    );
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const input = canvas.getByRole('searchbox', { name: text.label });
    await expect(canvas.queryByRole('button', { name: text.clear })).toBeNull();
    await userEvent.type(input, text.query);
    await expect(args.onChange).toHaveBeenLastCalledWith(text.query);
    await userEvent.click(canvas.getByRole('button', { name: text.clear }));
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    // The focus goes back to the box, ready for the next search.
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: text.clear })).toBeNull();
  },
};

export const Filled: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ControlledSearchBox
        {...args}
        label={text.label}
        placeholder={text.placeholder}
        clearLabel={text.clear}
        value={text.query}
      />
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ControlledSearchBox
        {...args}
        label={text.label}
        placeholder={text.placeholder}
        clearLabel={text.clear}
        value={text.long}
      />
    );
  },
};
