import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { PastOrderRow } from './past-order-row';

const copy = localized({
  en: {
    order: (n: number) => `Order #${n}`,
    amount: 'AED 86.50',
    points: '+86 points',
    date: '12 March 2025, 7:40 pm',
    reorder: 'Reorder',
    menu: 'Invoice options',
    download: 'Download invoice',
    email: 'Send invoice via email',
    long: 'Order #1043, group order for table 12 with four guests',
    rejected: 'Rejected',
  },
  ar: {
    order: (n: number) => `الطلب رقم ${n}`,
    amount: 'د.إ.‏ 86.50',
    points: '+86 نقطة',
    date: '12 مارس 2025، 7:40 م',
    reorder: 'إعادة الطلب',
    menu: 'خيارات الفاتورة',
    download: 'تنزيل الفاتورة',
    email: 'إرسال الفاتورة بالبريد الإلكتروني',
    long: 'الطلب رقم 1043، طلب جماعي للطاولة 12 مع أربعة ضيوف',
    rejected: 'مرفوض',
  },
  zh: {
    order: (n: number) => `订单号 ${n}`,
    amount: 'AED 86.50',
    points: '+86 积分',
    date: '2025年3月12日 19:40',
    reorder: '再来一单',
    menu: '发票选项',
    download: '下载发票',
    email: '通过电子邮件发送发票',
    long: '订单号 1043，12 号桌四位顾客的团体订单',
    rejected: '已拒绝',
  },
  ms: {
    order: (n: number) => `Pesanan #${n}`,
    amount: 'AED 86.50',
    points: '+86 mata',
    date: '12 Mac 2025, 7:40 ptg',
    reorder: 'Pesan semula',
    menu: 'Pilihan invois',
    download: 'Muat turun invois',
    email: 'Hantar invois melalui e-mel',
    long: 'Pesanan #1043, pesanan kumpulan untuk meja 12 dengan empat tetamu',
    rejected: 'Ditolak',
  },
});

const meta = {
  title: 'Checkout/Past order row',
  component: PastOrderRow,
  args: {
    orderLabel: 'Order #1043',
    amount: 'AED 86.50',
    invoiceMenuLabel: 'Invoice options',
    downloadInvoiceLabel: 'Download invoice',
    emailInvoiceLabel: 'Send invoice via email',
    reorderLabel: 'Reorder',
    onReorder: fn(),
    onDownloadInvoice: fn(),
    onEmailInvoice: fn(),
  },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <PastOrderRow
        {...args}
        orderLabel={text.order(1043)}
        amount={text.amount}
        pointsEarned={text.points}
        date={text.date}
        reorderLabel={text.reorder}
        invoiceMenuLabel={text.menu}
        downloadInvoiceLabel={text.download}
        emailInvoiceLabel={text.email}
      />
    );
  },
} satisfies Meta<typeof PastOrderRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open the invoice menu with a press and choose Download invoice. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const trigger = canvas.getByRole('button', { name: text.menu });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const download = canvas.getByRole('menuitem', { name: text.download });
    await waitFor(() => expect(download).toHaveFocus());
    await userEvent.click(download);
    await expect(args.onDownloadInvoice).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** The menu by keyboard: Up opens it on the last entry, Enter chooses it; Escape closes it. */
export const Keyboard: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const trigger = canvas.getByRole('button', { name: text.menu });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('menuitem', { name: text.download })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: text.email })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onEmailInvoice).toHaveBeenCalledTimes(1);
    await expect(args.onDownloadInvoice).not.toHaveBeenCalled();
  },
};

/** Reorder is offered only in the default session type (A§4). */
export const WithoutReorder: Story = {
  args: { onReorder: undefined },
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('button', { name: copy(globals).reorder })).toBeNull();
  },
};

/** A rejected order says so, so it never reads as paid. */
export const Rejected: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <PastOrderRow
        {...args}
        orderLabel={text.order(1043)}
        amount={text.amount}
        date={text.date}
        status={{ status: 'rejected', label: text.rejected }}
        reorderLabel={text.reorder}
        invoiceMenuLabel={text.menu}
        downloadInvoiceLabel={text.download}
        emailInvoiceLabel={text.email}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(copy(globals).rejected)).toBeVisible();
  },
};

/** The order number opens the order's details. */
export const WithDetails: Story = { args: { onOpenDetails: fn() } };

export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <PastOrderRow
        {...args}
        orderLabel={text.long}
        amount={text.amount}
        pointsEarned={text.points}
        date={text.date}
        reorderLabel={text.reorder}
        invoiceMenuLabel={text.menu}
        downloadInvoiceLabel={text.download}
        emailInvoiceLabel={text.email}
      />
    );
  },
};

export const ManyOrders: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <div>
        {[1043, 1038, 1021, 997, 954].map((order, index) => (
          <PastOrderRow
            key={order}
            {...args}
            orderLabel={text.order(order)}
            amount={text.amount}
            pointsEarned={index % 2 === 0 ? text.points : undefined}
            date={text.date}
            reorderLabel={text.reorder}
            invoiceMenuLabel={text.menu}
            downloadInvoiceLabel={text.download}
            emailInvoiceLabel={text.email}
          />
        ))}
      </div>
    );
  },
};
