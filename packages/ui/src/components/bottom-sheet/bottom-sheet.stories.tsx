import type { Meta, StoryObj } from '@storybook/react';
import { WithOpener } from '../../story-support/with-opener';
import { Button } from '../button/button';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { vars } from '../../theme/contract.css';
import { BottomSheet } from './bottom-sheet';

interface ReceiptLine {
  quantity: number;
  name: string;
  total: string;
  modifiers?: string;
}

/** Sample line totals, already formatted as the app passes them (Latin digits in every locale). */
const TOTALS = ['36.00', '14.00', '18.50', '9.00', '22.00', '16.50', '27.00', '11.00'];

const lines = (names: readonly string[], currency: string, modifiers?: string): ReceiptLine[] =>
  names.map((name, index) => ({
    quantity: (index % 3) + 1,
    name,
    total: `${currency} ${TOTALS[index % TOTALS.length] ?? ''}`,
    modifiers,
  }));

const copy = localized({
  en: {
    title: 'View receipt',
    close: 'Close',
    pay: 'Pay now',
    totalLabel: 'Total',
    total: 'AED 61.50',
    lines: lines(['Chicken shawarma', 'Mint lemonade', 'Hummus with pita', 'Fries'], 'AED'),
    many: lines(
      'Falafel wrap,Lentil soup,Fattoush,Grilled halloumi,Lamb kofta,Tabbouleh,Baba ghanoush,Knafeh,Turkish coffee,Fresh orange juice,Kunafa cheesecake,Mixed grill,Stuffed vine leaves,Arabic tea'.split(
        ',',
      ),
      'AED',
      'Large, extra garlic sauce',
    ),
  },
  ar: {
    title: 'عرض الإيصال',
    close: 'إغلاق',
    pay: 'ادفع الآن',
    totalLabel: 'المجموع',
    total: 'د.إ.‏ 61.50',
    lines: lines(['شاورما دجاج', 'ليموناضة بالنعناع', 'حمص مع خبز', 'بطاطس مقلية'], 'د.إ.‏'),
    many: lines(
      'لفافة فلافل،شوربة عدس،فتوش،حلوم مشوي،كفتة لحم،تبولة،بابا غنوج،كنافة،قهوة تركية،عصير برتقال طازج،تشيز كيك بالكنافة،مشاوي مشكلة،ورق عنب محشي،شاي عربي'.split(
        '،',
      ),
      'د.إ.‏',
      'كبير، صوص ثوم إضافي',
    ),
  },
  zh: {
    title: '查看收据',
    close: '关闭',
    pay: '立即支付',
    totalLabel: '合计',
    total: 'AED 61.50',
    lines: lines(['鸡肉沙威玛', '薄荷柠檬水', '鹰嘴豆泥配皮塔饼', '炸薯条'], 'AED'),
    many: lines(
      '法拉费卷,扁豆汤,法图什沙拉,烤哈罗米奶酪,羊肉丸,塔布勒沙拉,茄子泥,库纳法,土耳其咖啡,鲜榨橙汁,库纳法芝士蛋糕,什锦烤肉,酿葡萄叶,阿拉伯茶'.split(
        ',',
      ),
      'AED',
      '大份，加蒜蓉酱',
    ),
  },
  ms: {
    title: 'Lihat resit',
    close: 'Tutup',
    pay: 'Bayar sekarang',
    totalLabel: 'Jumlah',
    total: 'AED 61.50',
    lines: lines(['Shawarma ayam', 'Limau pudina', 'Hummus dengan pita', 'Kentang goreng'], 'AED'),
    many: lines(
      'Balutan falafel,Sup lentil,Fattoush,Halloumi panggang,Kofta kambing,Tabbouleh,Baba ghanoush,Knafeh,Kopi Turki,Jus oren segar,Kek keju kunafa,Panggang campur,Daun anggur sumbat,Teh Arab'.split(
        ',',
      ),
      'AED',
      'Besar, sos bawang putih tambahan',
    ),
  },
});

/** A receipt as a sheet's content: quantity, item and its already formatted total. */
function Receipt({
  items,
  totalLabel,
  total,
}: {
  items: ReceiptLine[];
  totalLabel: string;
  total: string;
}) {
  const row = { display: 'flex', gap: 12, paddingBlock: 8 } as const;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={item.name} style={row}>
          <span>{item.quantity} ×</span>
          <span style={{ flex: 1 }}>
            {item.name}
            {item.modifiers !== undefined && (
              <span
                style={{
                  display: 'block',
                  fontSize: vars.text.small.size,
                  color: vars.color.textMuted,
                }}
              >
                {item.modifiers}
              </span>
            )}
          </span>
          <span>{item.total}</span>
        </li>
      ))}
      <li style={{ ...row, fontWeight: 700 }}>
        <span style={{ flex: 1 }}>{totalLabel}</span>
        <span>{total}</span>
      </li>
    </ul>
  );
}

const meta = {
  title: 'Overlays/BottomSheet',
  component: BottomSheet,
  args: { open: true, onClose: fn(), title: 'View receipt', closeLabel: 'Close', children: null },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <WithOpener
        overlay={BottomSheet}
        openLabel={text.title}
        args={{
          ...args,
          title: text.title,
          closeLabel: text.close,
          children: <Receipt items={text.lines} totalLabel={text.totalLabel} total={text.total} />,
          footer: (
            <Button fullWidth>
              {text.pay} · {text.total}
            </Button>
          ),
        }}
      />
    );
  },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutFooter: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <WithOpener
        overlay={BottomSheet}
        openLabel={text.title}
        args={{
          ...args,
          title: text.title,
          closeLabel: text.close,
          children: <Receipt items={text.lines} totalLabel={text.totalLabel} total={text.total} />,
        }}
      />
    );
  },
};

/** Fourteen lines with their choices: the body scrolls, the footer stays, and the body takes focus to scroll. */
export const ManyItems: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <WithOpener
        overlay={BottomSheet}
        openLabel={text.title}
        args={{
          ...args,
          title: text.title,
          closeLabel: text.close,
          children: <Receipt items={text.many} totalLabel={text.totalLabel} total={text.total} />,
          footer: <Button fullWidth>{text.pay}</Button>,
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    const body = dialog.querySelector('ul')?.parentElement?.parentElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
  },
};

/** Opens from its button, keeps Tab inside, closes on Escape and gives focus back. */
export const FocusTrap: Story = {
  args: { open: false },
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const opener = canvas.getByRole('button', { name: text.title });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: text.title });
    const close = canvas.getByRole('button', { name: text.close });
    const pay = canvas.getByRole('button', { name: new RegExp(text.pay) });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(pay).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(pay).toHaveFocus();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};
