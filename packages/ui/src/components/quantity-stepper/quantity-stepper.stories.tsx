import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

const copy = localized({
  en: {
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    remove: 'Remove from cart',
    label: 'Quantity of Chicken biryani',
    longLabel:
      'Quantity of Slow-roasted lamb ouzi with saffron rice, roasted nuts and yoghurt sauce',
  },
  ar: {
    decrease: 'تقليل الكمية',
    increase: 'زيادة الكمية',
    remove: 'إزالة من السلة',
    label: 'كمية برياني الدجاج',
    longLabel: 'كمية أوزي لحم الضأن المشوي ببطء مع أرز الزعفران والمكسرات المحمصة وصلصة اللبن',
  },
  zh: {
    decrease: '减少数量',
    increase: '增加数量',
    remove: '从购物车中移除',
    label: '鸡肉香饭的数量',
    longLabel: '慢烤羊肉配藏红花米饭、烤坚果和酸奶酱的数量',
  },
  ms: {
    decrease: 'Kurangkan kuantiti',
    increase: 'Tambah kuantiti',
    remove: 'Buang dari troli',
    label: 'Kuantiti Biryani ayam',
    longLabel:
      'Kuantiti Ouzi kambing panggang perlahan dengan nasi kunyit, kacang panggang dan sos yogurt',
  },
});

/** The stepper with its count held in the story, as the app holds it. */
function ControlledStepper(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
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
  title: 'Forms/Quantity stepper',
  component: QuantityStepper,
  args: {
    value: 2,
    onChange: fn(),
    decreaseLabel: 'Decrease quantity',
    increaseLabel: 'Increase quantity',
  },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ControlledStepper
        {...args}
        label={text.label}
        decreaseLabel={text.decrease}
        increaseLabel={text.increase}
      />
    );
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    await expect(canvas.getByRole('group', { name: text.label })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.increase }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: text.decrease }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('2')).toHaveAttribute('aria-live', 'polite');
  },
};

/** A modifier's quantity selector: + stops at the group's maximum. */
export const UpToMax: Story = {
  args: { value: 0, max: 3, size: 'small' },
  play: async ({ args, canvas, globals }) => {
    const increase = canvas.getByRole('button', { name: copy(globals).increase });
    const decrease = canvas.getByRole('button', { name: copy(globals).decrease });
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increase);
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await expect(decrease).not.toHaveAttribute('aria-disabled');
    // A press at the maximum changes nothing, and the button keeps the focus.
    await userEvent.click(increase);
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(increase).toHaveFocus();
  },
};

export const AtMin: Story = { args: { value: 0 } };

/** A cart line: − on the last one becomes a bin that takes the count to 0 (A§4). */
export const RemoveAtOne: Story = {
  args: { value: 1 },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ControlledStepper
        {...args}
        label={text.label}
        decreaseLabel={text.decrease}
        increaseLabel={text.increase}
        removeLabel={text.remove}
      />
    );
  },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy(globals).remove }));
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

export const Small: Story = { args: { size: 'small' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: copy(globals).increase })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: copy(globals).decrease })).toBeDisabled();
  },
};

export const LargeCount: Story = {
  args: { value: 99, max: 99 },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ControlledStepper
        {...args}
        label={text.longLabel}
        decreaseLabel={text.decrease}
        increaseLabel={text.increase}
      />
    );
  },
};
