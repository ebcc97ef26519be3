import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { DineModeChooser, type DineMode, type DineModeChooserProps } from './dine-mode-chooser';

const copy = localized({
  en: {
    title: 'How would you like your order?',
    labels: { eat_in: 'Eat In', take_away: 'Take Out' },
    back: 'Back',
    longTitle: 'Will you be eating at the restaurant today, or taking your order with you?',
    longLabels: {
      eat_in: 'Eat in at the restaurant',
      take_away: 'Take out and collect at the counter',
    },
  },
  ar: {
    title: 'كيف تريد طلبك؟',
    labels: { eat_in: 'تناول في المطعم', take_away: 'سفري' },
    back: 'رجوع',
    longTitle: 'هل ستتناول طعامك في المطعم اليوم، أم ستأخذ طلبك معك؟',
    longLabels: { eat_in: 'تناول الطعام داخل المطعم', take_away: 'طلب سفري والاستلام من الكاونتر' },
  },
  zh: {
    title: '您想如何用餐？',
    labels: { eat_in: '堂食', take_away: '外带' },
    back: '返回',
    longTitle: '您今天是在餐厅用餐，还是将餐点带走？',
    longLabels: { eat_in: '在餐厅内用餐', take_away: '外带并在柜台取餐' },
  },
  ms: {
    title: 'Bagaimana anda mahu pesanan anda?',
    labels: { eat_in: 'Makan di sini', take_away: 'Bungkus' },
    back: 'Kembali',
    longTitle: 'Adakah anda akan makan di restoran hari ini, atau membawa pesanan anda pulang?',
    longLabels: {
      eat_in: 'Makan di dalam restoran',
      take_away: 'Bungkus dan ambil di kaunter',
    },
  },
});

/** The chooser with its value held as the app holds it. */
function Controlled(args: DineModeChooserProps) {
  const [value, setValue] = useState<DineMode | null>(args.value);
  return (
    <DineModeChooser
      {...args}
      value={value}
      onChange={(mode) => {
        args.onChange(mode);
        setValue(mode);
      }}
    />
  );
}

const meta = {
  title: 'App shell/DineModeChooser',
  component: DineModeChooser,
  args: {
    title: '',
    value: null,
    onChange: fn(),
    labels: { eat_in: 'Eat In', take_away: 'Take Out' },
    onBack: fn(),
  },
  render: (args, { globals }) => {
    const text = copy(globals);
    return <Controlled {...args} title={text.title} labels={text.labels} backLabel={text.back} />;
  },
} satisfies Meta<typeof DineModeChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First visit: nothing chosen, no Back. Choosing a card reports its mode. */
export const NotChosen: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    await expect(canvas.queryByRole('button', { name: text.back })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: text.labels.take_away }));
    await expect(args.onChange).toHaveBeenCalledWith('take_away');
    await expect(canvas.getByRole('radio', { name: text.labels.take_away })).toBeChecked();
  },
};

/** A mode is already set: Back leaves without changing it; the arrow keys move the choice. */
export const AlreadyChosen: Story = {
  args: { value: 'eat_in' },
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const eatIn = canvas.getByRole('radio', { name: text.labels.eat_in });
    await expect(eatIn).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: text.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { value: 'take_away' },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Controlled {...args} title={text.longTitle} labels={text.longLabels} backLabel={text.back} />
    );
  },
};
