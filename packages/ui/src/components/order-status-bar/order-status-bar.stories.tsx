import type { Meta, StoryObj } from '@storybook/react';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { OrderStatusBar, type OrderStatus } from './order-status-bar';

const copy = localized<Record<OrderStatus | 'ok' | 'long', string>>({
  en: {
    unconfirmed: 'Waiting for payment. Please proceed to the counter.',
    confirmed: 'Order confirmed. Your food is being prepared.',
    ready: 'Your order is ready. Please collect it now.',
    cancelled: 'Your order was cancelled. Please proceed to the next counter.',
    delivered: 'Enjoy your meal!',
    rejected: 'The restaurant could not accept your order.',
    ok: 'OK',
    long: 'Your order is ready and a member of staff is bringing it to table 12 now. Please stay seated.',
  },
  ar: {
    unconfirmed: 'بانتظار الدفع. يُرجى التوجه إلى الكاونتر.',
    confirmed: 'تم تأكيد الطلب. يتم تحضير طعامك الآن.',
    ready: 'طلبك جاهز. يُرجى استلامه الآن.',
    cancelled: 'تم إلغاء طلبك. يُرجى التوجه إلى الكاونتر التالي.',
    delivered: 'بالهناء والشفاء!',
    rejected: 'تعذّر على المطعم قبول طلبك.',
    ok: 'حسنًا',
    long: 'طلبك جاهز وأحد الموظفين يحضره الآن إلى الطاولة 12. يُرجى البقاء في مقعدك.',
  },
  zh: {
    unconfirmed: '等待付款。请前往柜台。',
    confirmed: '订单已确认，正在为您准备餐点。',
    ready: '您的餐点已备好，请立即取餐。',
    cancelled: '您的订单已取消。请前往下一个柜台。',
    delivered: '祝您用餐愉快！',
    rejected: '餐厅无法接受您的订单。',
    ok: '好的',
    long: '您的餐点已备好，工作人员正将其送至 12 号桌。请在座位上稍候。',
  },
  ms: {
    unconfirmed: 'Menunggu pembayaran. Sila ke kaunter.',
    confirmed: 'Pesanan disahkan. Makanan anda sedang disediakan.',
    ready: 'Pesanan anda sudah siap. Sila ambil sekarang.',
    cancelled: 'Pesanan anda telah dibatalkan. Sila ke kaunter seterusnya.',
    delivered: 'Selamat menjamu selera!',
    rejected: 'Restoran tidak dapat menerima pesanan anda.',
    ok: 'OK',
    long: 'Pesanan anda sudah siap dan kakitangan sedang membawanya ke meja 12 sekarang. Sila kekal di tempat duduk anda.',
  },
});

const meta = {
  title: 'Feedback/OrderStatusBar',
  component: OrderStatusBar,
  args: {
    status: 'confirmed',
    text: '',
    href: '/track-order',
    // The app routes on the client; the story stays where it is.
    onOpen: fn((event: MouseEvent<HTMLElement>) => {
      event.preventDefault();
    }),
  },
  render: (args, { globals }) => <OrderStatusBar {...args} text={copy(globals)[args.status]} />,
} satisfies Meta<typeof OrderStatusBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unconfirmed: Story = { args: { status: 'unconfirmed' } };

/** The bar leads to the order's tracking. */
export const Confirmed: Story = {
  play: async ({ args, canvas, globals }) => {
    const link = canvas.getByRole('link', { name: copy(globals).confirmed });
    await expect(link).toHaveAttribute('href', '/track-order');
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const Ready: Story = { args: { status: 'ready' } };

export const Cancelled: Story = { args: { status: 'cancelled' } };

export const Delivered: Story = { args: { status: 'delivered' } };

/** A rejected order: OK dismisses the bar (B§4). */
export const Rejected: Story = {
  args: { status: 'rejected', onOk: fn() },
  render: (args, { globals }) => {
    const text = copy(globals);
    return <OrderStatusBar {...args} text={text.rejected} okLabel={text.ok} />;
  },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy(globals).ok }));
    await expect(args.onOk).toHaveBeenCalledTimes(1);
  },
};

/** The table variant of ready: a longer text wraps. */
export const LongText: Story = {
  args: { status: 'ready' },
  render: (args, { globals }) => <OrderStatusBar {...args} text={copy(globals).long} />,
};
