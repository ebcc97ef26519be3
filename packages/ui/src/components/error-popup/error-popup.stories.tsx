import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { ErrorPopup } from './error-popup';

const copy = localized({
  en: {
    oops: 'Oops!',
    generic: 'Something went wrong! Please try again',
    ok: 'OK',
    soldOutTitle: 'Item/s unavailable',
    soldOut: 'Sorry, some items in your cart are sold out. Please remove them to place your order.',
    details: 'Details',
    loyalty:
      "Something went wrong. We're unable to register you into our loyalty program right now. Please try again later.",
    returnToCheckout: 'Return to checkout',
    multipleOrder:
      'Your phone number is linked to a running order at another table. Please contact a staff member for assistance.',
  },
  ar: {
    oops: 'عذرًا!',
    generic: 'حدث خطأ ما! يُرجى المحاولة مرة أخرى',
    ok: 'حسنًا',
    soldOutTitle: 'أصناف غير متوفرة',
    soldOut: 'عذرًا، نفدت بعض الأصناف في سلتك. يُرجى إزالتها لتقديم طلبك.',
    details: 'التفاصيل',
    loyalty: 'حدث خطأ ما. لا يمكننا تسجيلك في برنامج الولاء الآن. يُرجى المحاولة لاحقًا.',
    returnToCheckout: 'العودة إلى الدفع',
    multipleOrder:
      'رقم هاتفك مرتبط بطلب جارٍ على طاولة أخرى. يُرجى التواصل مع أحد الموظفين للمساعدة.',
  },
  zh: {
    oops: '哎呀！',
    generic: '出了点问题！请重试',
    ok: '好的',
    soldOutTitle: '商品缺货',
    soldOut: '抱歉，您购物车中的部分商品已售罄。请将其移除后再下单。',
    details: '详情',
    loyalty: '出了点问题。我们目前无法为您注册会员积分计划。请稍后再试。',
    returnToCheckout: '返回结账',
    multipleOrder: '您的手机号码已关联另一张餐桌上正在进行的订单。请联系工作人员寻求帮助。',
  },
  ms: {
    oops: 'Alamak!',
    generic: 'Ada sesuatu yang tidak kena! Sila cuba lagi',
    ok: 'OK',
    soldOutTitle: 'Item tidak tersedia',
    soldOut:
      'Maaf, beberapa item dalam troli anda telah habis dijual. Sila keluarkan item tersebut untuk membuat pesanan.',
    details: 'Butiran',
    loyalty:
      'Ada sesuatu yang tidak kena. Kami tidak dapat mendaftarkan anda ke dalam program kesetiaan kami sekarang. Sila cuba lagi nanti.',
    returnToCheckout: 'Kembali ke pembayaran',
    multipleOrder:
      'Nombor telefon anda dipautkan kepada pesanan yang sedang berjalan di meja lain. Sila hubungi kakitangan untuk mendapatkan bantuan.',
  },
});

/** Error ids and references are not translated: they are what staff quote to support. */
const TECHNICAL_DETAILS = 'error_id: out_of_stock_error\nreference: 7F3A-22C1\nstatus: 422';

const meta = {
  title: 'Overlays/ErrorPopup',
  component: ErrorPopup,
  args: { open: true, title: 'Oops!', message: '', actionLabel: 'OK', onAction: fn() },
  render: (args, { globals }) => {
    const text = copy(globals);
    return <ErrorPopup {...args} title={text.oops} message={text.generic} actionLabel={text.ok} />;
  },
} satisfies Meta<typeof ErrorPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The generic error; its one action has focus and closes it. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    await canvas.findByRole('alertdialog', { name: text.oops });
    const action = canvas.getByRole('button', { name: text.ok });
    await waitFor(() => expect(action).toHaveFocus());
    await userEvent.click(action);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** Sold-out items, with the technical details folded away; Escape does the action too. */
export const WithDetails: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ErrorPopup
        {...args}
        title={text.soldOutTitle}
        message={text.soldOut}
        details={{ label: text.details, text: TECHNICAL_DETAILS }}
        actionLabel={text.ok}
      />
    );
  },
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const dialog = await canvas.findByRole('alertdialog', { name: text.soldOutTitle });
    const details = dialog.querySelector('details');
    await userEvent.click(canvas.getByText(text.details));
    await expect(details).toHaveAttribute('open');
    await userEvent.keyboard('{Escape}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** The loyalty sign-up failure: its action returns to checkout (A§8). */
export const Redirect: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ErrorPopup
        {...args}
        title={text.oops}
        message={text.loyalty}
        actionLabel={text.returnToCheckout}
      />
    );
  },
};

export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ErrorPopup
        {...args}
        title={text.oops}
        message={`${text.multipleOrder} ${text.multipleOrder}`}
        details={{ label: text.details, text: `${TECHNICAL_DETAILS}\n${TECHNICAL_DETAILS}` }}
        actionLabel={text.returnToCheckout}
      />
    );
  },
};
