import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import {
  SPLIT_COUNT_DEFAULT,
  SPLIT_COUNT_MAX,
  SplitCountSelector,
  type SplitCountSelectorProps,
} from './split-count-selector';

/** Shares of a AED 100.00 bill, as the engine would compute them for the story. */
const SHARES: Record<number, string> = {
  2: '50.00',
  3: '33.34',
  4: '25.00',
  98: '1.03',
  99: '1.02',
};

const copy = localized({
  en: {
    label: 'Split between',
    longLabel: 'How many people are sharing the bill at this table tonight?',
    hint: 'Everyone pays the same share',
    fewer: 'Fewer people',
    more: 'More people',
    each: (share: string) => `AED ${share} each`,
  },
  ar: {
    label: 'التقسيم على',
    longLabel: 'كم عدد الأشخاص الذين يتقاسمون الفاتورة على هذه الطاولة الليلة؟',
    hint: 'يدفع الجميع الحصة نفسها',
    fewer: 'أشخاص أقل',
    more: 'أشخاص أكثر',
    each: (share: string) => `د.إ.‏ ${share} لكل شخص`,
  },
  zh: {
    label: '分摊人数',
    longLabel: '今晚这一桌有多少人一起分摊账单？',
    hint: '每人支付相同的金额',
    fewer: '减少人数',
    more: '增加人数',
    each: (share: string) => `每人 AED ${share}`,
  },
  ms: {
    label: 'Bahagi antara',
    longLabel: 'Berapa orang yang berkongsi bil di meja ini malam ini?',
    hint: 'Semua orang membayar bahagian yang sama',
    fewer: 'Kurang orang',
    more: 'Lebih ramai orang',
    each: (share: string) => `AED ${share} seorang`,
  },
});

type Copy = ReturnType<typeof copy>;

/** The selector with its count held, as the split modal holds it. */
function SplitModal({ text, label, ...props }: SplitCountSelectorProps & { text: Copy }) {
  const [count, setCount] = useState(props.value);
  const share = SHARES[count];
  return (
    <SplitCountSelector
      {...props}
      label={label}
      decreaseLabel={text.fewer}
      increaseLabel={text.more}
      value={count}
      shareText={share && text.each(share)}
      onChange={(next) => {
        setCount(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/Split count selector',
  component: SplitCountSelector,
  args: {
    label: 'Split between',
    value: SPLIT_COUNT_DEFAULT,
    onChange: fn(),
    decreaseLabel: 'Fewer people',
    increaseLabel: 'More people',
  },
  render: (args, { globals }) => {
    const text = copy(globals);
    return <SplitModal {...args} text={text} label={text.label} hint={text.hint} />;
  },
} satisfies Meta<typeof SplitCountSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts at 2, the minimum: − waits; + raises the count and the share follows. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const fewer = canvas.getByRole('button', { name: text.fewer });
    await expect(fewer).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(fewer);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: text.more }));
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByText(text.each('33.34'))).toBeVisible();
  },
};

/** At 99, the maximum: + waits. */
export const AtMaximum: Story = {
  args: { value: SPLIT_COUNT_MAX },
  play: async ({ args, canvas, globals }) => {
    const more = canvas.getByRole('button', { name: copy(globals).more });
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(more);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, value: 4 } };

export const LongText: Story = {
  args: { value: 4 },
  render: (args, { globals }) => {
    const text = copy(globals);
    return <SplitModal {...args} text={text} label={text.longLabel} hint={text.hint} />;
  },
};
