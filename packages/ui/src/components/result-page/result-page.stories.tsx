import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { vars } from '../../theme/contract.css';
import { ResultPage } from './result-page';

const copy = localized({
  en: {
    paid: 'Payment received',
    paidMessage: 'You paid for split 2 of 4. Thank you!',
    back: 'Back to menu',
    loyaltyTitle: 'Points earned',
    loyaltyText: '+120 points · Balance 1,540 points',
    placed: 'Order placed',
    placedMessage: 'Your order #1042 has been sent to the kitchen.',
    items: ['2 × Chicken shawarma · AED 36.00', '1 × Mint lemonade · AED 14.00'],
    track: 'Track order',
    failed: 'Payment not completed',
    failedMessage:
      'Your bank did not confirm the payment. You have not been charged. Please try again or choose another payment method.',
    retry: 'Return to checkout',
  },
  ar: {
    paid: 'تم استلام الدفعة',
    paidMessage: 'لقد دفعت الحصة 2 من 4. شكرًا لك!',
    back: 'العودة إلى القائمة',
    loyaltyTitle: 'النقاط المكتسبة',
    loyaltyText: '+120 نقطة · الرصيد 1,540 نقطة',
    placed: 'تم تقديم الطلب',
    placedMessage: 'تم إرسال طلبك رقم 1042 إلى المطبخ.',
    items: ['2 × شاورما دجاج · د.إ.‏ 36.00', '1 × ليموناضة بالنعناع · د.إ.‏ 14.00'],
    track: 'تتبع الطلب',
    failed: 'لم تكتمل عملية الدفع',
    failedMessage:
      'لم يؤكد البنك عملية الدفع، ولم يتم خصم أي مبلغ منك. يُرجى المحاولة مرة أخرى أو اختيار طريقة دفع أخرى.',
    retry: 'العودة إلى الدفع',
  },
  zh: {
    paid: '已收到付款',
    paidMessage: '您已支付第 2 份（共 4 份）。谢谢！',
    back: '返回菜单',
    loyaltyTitle: '获得积分',
    loyaltyText: '+120 积分 · 余额 1,540 积分',
    placed: '订单已提交',
    placedMessage: '您的订单 #1042 已发送至厨房。',
    items: ['2 × 鸡肉沙威玛 · AED 36.00', '1 × 薄荷柠檬水 · AED 14.00'],
    track: '跟踪订单',
    failed: '付款未完成',
    failedMessage: '您的银行未确认此次付款，您未被扣款。请重试或选择其他付款方式。',
    retry: '返回结账',
  },
  ms: {
    paid: 'Pembayaran diterima',
    paidMessage: 'Anda telah membayar bahagian 2 daripada 4. Terima kasih!',
    back: 'Kembali ke menu',
    loyaltyTitle: 'Mata diperoleh',
    loyaltyText: '+120 mata · Baki 1,540 mata',
    placed: 'Pesanan dibuat',
    placedMessage: 'Pesanan anda #1042 telah dihantar ke dapur.',
    items: ['2 × Shawarma ayam · AED 36.00', '1 × Limau pudina · AED 14.00'],
    track: 'Jejak pesanan',
    failed: 'Pembayaran tidak selesai',
    failedMessage:
      'Bank anda tidak mengesahkan pembayaran. Anda tidak dikenakan caj. Sila cuba lagi atau pilih kaedah pembayaran lain.',
    retry: 'Kembali ke pembayaran',
  },
});

const card = {
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
} as const;

const meta = {
  title: 'Feedback/ResultPage',
  component: ResultPage,
  args: { tone: 'success', title: 'Payment received', onAction: fn() },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ResultPage {...args} title={text.paid} message={text.paidMessage} actionLabel={text.back} />
    );
  },
} satisfies Meta<typeof ResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Payment received, with the way back to the menu. */
export const Success: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text.paid);
    await userEvent.click(canvas.getByRole('button', { name: text.back }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** After paying, the loyalty card shows the points earned (B§2). */
export const WithLoyaltyCard: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ResultPage {...args} title={text.paid} message={text.paidMessage} actionLabel={text.back}>
        <div style={card}>
          <strong>{text.loyaltyTitle}</strong>
          <p style={{ margin: 0 }}>{text.loyaltyText}</p>
        </div>
      </ResultPage>
    );
  },
};

/** The order placed, with its items (B§2 cart-items view). */
export const WithItems: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ResultPage
        {...args}
        title={text.placed}
        message={text.placedMessage}
        actionLabel={text.track}
      >
        <ul style={{ ...card, listStyle: 'none', margin: 0 }}>
          {text.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </ResultPage>
    );
  },
};

export const Warning: Story = {
  args: { tone: 'warning' },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ResultPage
        {...args}
        title={text.failed}
        message={text.failedMessage}
        actionLabel={text.retry}
      />
    );
  },
};

/** No action: the app moves on by itself (B§9 success screen cleanup). */
export const WithoutAction: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return <ResultPage tone={args.tone} title={text.paid} message={text.paidMessage} />;
  },
};

export const LongText: Story = {
  args: { tone: 'warning' },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ResultPage
        {...args}
        title={`${text.failed} · ${text.failed}`}
        message={`${text.failedMessage} ${text.failedMessage}`}
        actionLabel={text.retry}
      />
    );
  },
};
