import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { ModifierGroup, type ModifierGroupKind, type ModifierGroupProps } from './modifier-group';

interface Copy {
  size: { title: string; options: [string, string | undefined][] };
  toppings: { title: string; options: [string, string | undefined][] };
  sauces: { title: string; options: [string, string | undefined][] };
  long: { title: string; options: [string, string | undefined][] };
  chooseOne: string;
  chooseMax: (maximum: number) => string;
  chooseRange: (minimum: number, maximum: number) => string;
  counter: (n: number, max: number) => string;
  error: string;
  decrease: string;
  increase: string;
}

const copy = localized<Copy>({
  en: {
    size: {
      title: 'Choose your size',
      options: [
        ['Regular', undefined],
        ['Large', '+ AED 4.00'],
        ['Family', '+ AED 12.00'],
      ],
    },
    toppings: {
      title: 'Add toppings',
      options: [
        ['Extra cheese', '+ AED 3.00'],
        ['Jalapeños', '+ AED 2.00'],
        ['Mushrooms', '+ AED 2.50'],
        ['Olives', '+ AED 2.00'],
      ],
    },
    sauces: {
      title: 'Dipping sauces',
      options: [
        ['Garlic sauce', '+ AED 1.50'],
        ['Hot sauce', '+ AED 1.50'],
        ['Tahini', '+ AED 2.00'],
      ],
    },
    long: {
      title: 'Choose the side dish that comes with your mixed grill platter',
      options: [
        ['Saffron rice with roasted almonds, raisins and caramelised onions', '+ AED 6.00'],
        ['Hand-cut fries with sumac salt and garlic dip', '+ AED 4.50'],
      ],
    },
    chooseOne: 'Please choose 1',
    chooseMax: (maximum) => `Please choose maximum of ${String(maximum)}`,
    chooseRange: (minimum, maximum) =>
      `Please choose minimum of ${String(minimum)} and maximum of ${String(maximum)}`,
    counter: (n, max) => `${String(n)} of ${String(max)}`,
    error: 'Choose at least 1 to add this item',
    decrease: 'Remove one',
    increase: 'Add one more',
  },
  ar: {
    size: {
      title: 'اختر الحجم',
      options: [
        ['عادي', undefined],
        ['كبير', '+ د.إ.‏ 4.00'],
        ['عائلي', '+ د.إ.‏ 12.00'],
      ],
    },
    toppings: {
      title: 'أضف الإضافات',
      options: [
        ['جبن إضافي', '+ د.إ.‏ 3.00'],
        ['هالابينو', '+ د.إ.‏ 2.00'],
        ['فطر', '+ د.إ.‏ 2.50'],
        ['زيتون', '+ د.إ.‏ 2.00'],
      ],
    },
    sauces: {
      title: 'صلصات التغميس',
      options: [
        ['صلصة الثوم', '+ د.إ.‏ 1.50'],
        ['صلصة حارة', '+ د.إ.‏ 1.50'],
        ['طحينة', '+ د.إ.‏ 2.00'],
      ],
    },
    long: {
      title: 'اختر الطبق الجانبي الذي يقدم مع طبق المشاوي المشكلة',
      options: [
        ['أرز بالزعفران مع اللوز المحمص والزبيب والبصل المكرمل', '+ د.إ.‏ 6.00'],
        ['بطاطس مقطعة يدويًا مع ملح السماق وصلصة الثوم', '+ د.إ.‏ 4.50'],
      ],
    },
    chooseOne: 'يرجى اختيار 1',
    chooseMax: (maximum) => `يرجى اختيار ${String(maximum)} كحد أقصى`,
    chooseRange: (minimum, maximum) =>
      `يرجى اختيار ${String(minimum)} على الأقل و${String(maximum)} كحد أقصى`,
    counter: (n, max) => `${String(n)} من ${String(max)}`,
    error: 'اختر خيارًا واحدًا على الأقل لإضافة هذا الصنف',
    decrease: 'إزالة واحدة',
    increase: 'إضافة واحدة أخرى',
  },
  zh: {
    size: {
      title: '选择份量',
      options: [
        ['标准', undefined],
        ['大份', '+ AED 4.00'],
        ['家庭装', '+ AED 12.00'],
      ],
    },
    toppings: {
      title: '添加配料',
      options: [
        ['加芝士', '+ AED 3.00'],
        ['墨西哥辣椒', '+ AED 2.00'],
        ['蘑菇', '+ AED 2.50'],
        ['橄榄', '+ AED 2.00'],
      ],
    },
    sauces: {
      title: '蘸酱',
      options: [
        ['蒜蓉酱', '+ AED 1.50'],
        ['辣酱', '+ AED 1.50'],
        ['芝麻酱', '+ AED 2.00'],
      ],
    },
    long: {
      title: '请选择综合烤肉拼盘搭配的配菜',
      options: [
        ['藏红花米饭配烤杏仁、葡萄干和焦糖洋葱', '+ AED 6.00'],
        ['手切薯条配漆树盐和蒜蓉蘸酱', '+ AED 4.50'],
      ],
    },
    chooseOne: '请选择 1 项',
    chooseMax: (maximum) => `最多选择 ${String(maximum)} 项`,
    chooseRange: (minimum, maximum) =>
      `请至少选择 ${String(minimum)} 项，最多 ${String(maximum)} 项`,
    counter: (n, max) => `${String(n)}/${String(max)}`,
    error: '请至少选择 1 项才能添加此菜品',
    decrease: '减少一份',
    increase: '再加一份',
  },
  ms: {
    size: {
      title: 'Pilih saiz',
      options: [
        ['Biasa', undefined],
        ['Besar', '+ AED 4.00'],
        ['Keluarga', '+ AED 12.00'],
      ],
    },
    toppings: {
      title: 'Tambah hiasan',
      options: [
        ['Keju tambahan', '+ AED 3.00'],
        ['Jalapeño', '+ AED 2.00'],
        ['Cendawan', '+ AED 2.50'],
        ['Buah zaitun', '+ AED 2.00'],
      ],
    },
    sauces: {
      title: 'Sos pencicah',
      options: [
        ['Sos bawang putih', '+ AED 1.50'],
        ['Sos pedas', '+ AED 1.50'],
        ['Tahini', '+ AED 2.00'],
      ],
    },
    long: {
      title: 'Pilih hidangan sampingan untuk pinggan panggang campuran anda',
      options: [
        ['Nasi kunyit dengan badam panggang, kismis dan bawang karamel', '+ AED 6.00'],
        ['Kentang goreng potong tangan dengan garam sumac dan sos bawang putih', '+ AED 4.50'],
      ],
    },
    chooseOne: 'Sila pilih 1',
    chooseMax: (maximum) => `Sila pilih maksimum ${String(maximum)}`,
    chooseRange: (minimum, maximum) =>
      `Sila pilih minimum ${String(minimum)} dan maksimum ${String(maximum)}`,
    counter: (n, max) => `${String(n)} daripada ${String(max)}`,
    error: 'Pilih sekurang-kurangnya 1 untuk menambah item ini',
    decrease: 'Kurangkan satu',
    increase: 'Tambah satu lagi',
  },
});

interface GroupDemoProps {
  args: ModifierGroupProps;
  kind: ModifierGroupKind;
  options: [string, string | undefined][];
  title: string;
  maximum: number;
  hint: string;
  counter?: (n: number, max: number) => string;
  initial?: Record<string, number>;
  error?: string;
  unavailable?: boolean;
}

/**
 * The group with its selection held here, as the app holds it; the disabled states follow the
 * engine's rule (A§4): at the maximum, the options not chosen are disabled. Counts are numbers.
 */
function GroupDemo({
  args,
  kind,
  options,
  title,
  maximum,
  hint,
  counter,
  initial = {},
  error,
  unavailable,
}: GroupDemoProps) {
  const [counts, setCounts] = useState<Record<string, number>>(initial);
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const atMaximum = kind !== 'single_select' && total >= maximum;
  return (
    <ModifierGroup
      {...args}
      kind={kind}
      title={title}
      hint={hint}
      counter={counter?.(total, maximum)}
      error={total === 0 ? error : undefined}
      options={options.map(([name, price], index) => {
        const id = `option-${String(index)}`;
        const count = counts[id] ?? 0;
        return {
          id,
          name,
          price,
          count,
          selected: count > 0,
          disabled: unavailable === true || (atMaximum && count === 0),
          canIncrement: !atMaximum,
        };
      })}
      onChange={(id, count) => {
        args.onChange(id, count);
        setCounts((current) =>
          kind === 'single_select' ? { [id]: count } : { ...current, [id]: count },
        );
      }}
    />
  );
}

const meta = {
  title: 'Menu/Modifier group',
  component: ModifierGroup,
  args: {
    title: 'Add toppings',
    kind: 'multi_select',
    options: [],
    onChange: fn(),
    decreaseLabel: 'Remove one',
    increaseLabel: 'Add one more',
  },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <GroupDemo
        args={{ ...args, decreaseLabel: text.decrease, increaseLabel: text.increase }}
        kind="single_select"
        title={text.size.title}
        options={text.size.options}
        maximum={1}
        hint={text.chooseOne}
        initial={{ 'option-0': 1 }}
      />
    );
  },
} satisfies Meta<typeof ModifierGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Minimum 1 and maximum 1: radios (A§4). */
export const SingleSelect: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const group = canvas.getByRole('radiogroup', { name: text.size.title });
    await userEvent.click(within(group).getByRole('radio', { name: text.size.options[1]?.[0] }));
    await expect(args.onChange).toHaveBeenLastCalledWith('option-1', 1);
    await expect(
      within(group).getByRole('radio', { name: text.size.options[1]?.[0] }),
    ).toBeChecked();
    await expect(
      within(group).getByRole('radio', { name: text.size.options[0]?.[0] }),
    ).not.toBeChecked();
  },
};

/** Up to 2 of 4: once two are chosen the others are disabled, and clearing one frees them. */
export const MultiSelect: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <GroupDemo
        args={{ ...args, decreaseLabel: text.decrease, increaseLabel: text.increase }}
        kind="multi_select"
        title={text.toppings.title}
        options={text.toppings.options}
        maximum={2}
        hint={text.chooseMax(2)}
        counter={text.counter}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const text = copy(globals);
    const group = canvas.getByRole('group', { name: text.toppings.title });
    const [first, second, third, fourth] = within(group).getAllByRole('checkbox');
    if (!first || !second || !third || !fourth) throw new Error('four toppings expected');
    await expect(group).toHaveAccessibleDescription(`${text.chooseMax(2)} ${text.counter(0, 2)}`);
    await userEvent.click(first);
    await userEvent.click(third);
    await expect(first).toBeChecked();
    await expect(third).toBeChecked();
    await expect(second).toBeDisabled();
    await expect(fourth).toBeDisabled();
    await expect(within(group).getByText(text.counter(2, 2))).toBeVisible();
    await userEvent.click(first);
    await expect(second).toBeEnabled();
    await expect(fourth).toBeEnabled();
  },
};

/** A quantity selector, up to 3 in all: + stops at the group maximum. */
export const QuantitySelector: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <GroupDemo
        args={{ ...args, decreaseLabel: text.decrease, increaseLabel: text.increase }}
        kind="quantity_selector"
        title={text.sauces.title}
        options={text.sauces.options}
        maximum={3}
        hint={text.chooseMax(3)}
        counter={text.counter}
        initial={{ 'option-0': 1 }}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const text = copy(globals);
    const garlic = canvas.getByRole('group', { name: text.sauces.options[0]?.[0] });
    const increase = within(garlic).getByRole('button', { name: text.increase });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(canvas.getByText(text.counter(3, 3))).toBeVisible();
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    const hot = canvas.getByRole('group', { name: text.sauces.options[1]?.[0] });
    await expect(within(hot).getByRole('button', { name: text.increase })).toBeDisabled();
  },
};

/** The minimum is not met after Add: the error shows and the rule turns red. */
export const MinimumNotMet: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <GroupDemo
        args={{ ...args, decreaseLabel: text.decrease, increaseLabel: text.increase }}
        kind="multi_select"
        title={text.toppings.title}
        options={text.toppings.options}
        maximum={2}
        hint={text.chooseRange(1, 2)}
        counter={text.counter}
        error={text.error}
      />
    );
  },
};

/** Options the kitchen cannot make now, disabled by the app. */
export const Unavailable: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <GroupDemo
        args={{ ...args, decreaseLabel: text.decrease, increaseLabel: text.increase }}
        kind="multi_select"
        title={text.toppings.title}
        options={text.toppings.options}
        maximum={2}
        hint={text.chooseMax(2)}
        unavailable
      />
    );
  },
};

export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <GroupDemo
        args={{ ...args, decreaseLabel: text.decrease, increaseLabel: text.increase }}
        kind="single_select"
        title={text.long.title}
        options={text.long.options}
        maximum={1}
        hint={text.chooseOne}
      />
    );
  },
};
