import type { Meta, StoryObj } from '@storybook/react';
import { WithOpener } from '../../story-support/with-opener';
import { Button } from '../button/button';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { Modal } from './modal';

const copy = localized({
  en: {
    title: 'Order #1042',
    open: 'View order',
    close: 'Close',
    reorder: 'Reorder',
    lines: [
      '2 × Chicken shawarma · AED 36.00',
      '1 × Mint lemonade · AED 14.00',
      'Total · AED 50.00',
    ],
    termsTitle: 'Terms of service',
    terms: [
      'By placing an order you confirm that you are 18 years of age or older.',
      'Prices shown include the charges listed in your order summary. The restaurant prepares each order as soon as it is confirmed; an order that is being prepared can no longer be changed.',
      'Payments are processed by the payment provider the restaurant has chosen. Card details are never stored by the restaurant.',
      'Our liability for any claim is limited to the fees you paid in the three months before the claim.',
      'Your mobile number or e-mail address is used to sign you in and to send your receipts. You can ask the restaurant to delete your account at any time.',
      'These terms are governed by the laws of the country where the restaurant operates.',
    ],
  },
  ar: {
    title: 'الطلب رقم 1042',
    open: 'عرض الطلب',
    close: 'إغلاق',
    reorder: 'إعادة الطلب',
    lines: [
      '2 × شاورما دجاج · د.إ.‏ 36.00',
      '1 × ليموناضة بالنعناع · د.إ.‏ 14.00',
      'المجموع · د.إ.‏ 50.00',
    ],
    termsTitle: 'شروط الخدمة',
    terms: [
      'بتقديم الطلب فإنك تؤكد أن عمرك 18 عامًا أو أكثر.',
      'تشمل الأسعار المعروضة الرسوم المدرجة في ملخص طلبك. يحضّر المطعم كل طلب فور تأكيده، ولا يمكن تغيير الطلب بعد بدء تحضيره.',
      'تتم معالجة المدفوعات عبر مزوّد الدفع الذي اختاره المطعم. لا يحتفظ المطعم ببيانات بطاقتك أبدًا.',
      'تقتصر مسؤوليتنا عن أي مطالبة على الرسوم التي دفعتها خلال الأشهر الثلاثة السابقة للمطالبة.',
      'يُستخدم رقم هاتفك المحمول أو بريدك الإلكتروني لتسجيل دخولك وإرسال إيصالاتك. يمكنك أن تطلب من المطعم حذف حسابك في أي وقت.',
      'تخضع هذه الشروط لقوانين البلد الذي يعمل فيه المطعم.',
    ],
  },
  zh: {
    title: '订单 #1042',
    open: '查看订单',
    close: '关闭',
    reorder: '再来一单',
    lines: ['2 × 鸡肉沙威玛 · AED 36.00', '1 × 薄荷柠檬水 · AED 14.00', '合计 · AED 50.00'],
    termsTitle: '服务条款',
    terms: [
      '下单即表示您确认已年满 18 岁。',
      '所示价格包含订单摘要中列出的费用。餐厅在订单确认后立即开始制作；正在制作的订单无法再更改。',
      '付款由餐厅选择的支付服务商处理。餐厅绝不会保存您的银行卡信息。',
      '我们对任何索赔的责任以您在索赔前三个月内支付的费用为限。',
      '您的手机号码或电子邮件地址用于登录和发送收据。您可以随时要求餐厅删除您的账户。',
      '本条款受餐厅经营所在国家的法律管辖。',
    ],
  },
  ms: {
    title: 'Pesanan #1042',
    open: 'Lihat pesanan',
    close: 'Tutup',
    reorder: 'Pesan semula',
    lines: ['2 × Shawarma ayam · AED 36.00', '1 × Limau pudina · AED 14.00', 'Jumlah · AED 50.00'],
    termsTitle: 'Terma perkhidmatan',
    terms: [
      'Dengan membuat pesanan, anda mengesahkan bahawa anda berumur 18 tahun atau lebih.',
      'Harga yang ditunjukkan termasuk caj yang disenaraikan dalam ringkasan pesanan anda. Restoran menyediakan setiap pesanan sebaik sahaja ia disahkan; pesanan yang sedang disediakan tidak boleh diubah lagi.',
      'Pembayaran diproses oleh penyedia pembayaran yang dipilih oleh restoran. Butiran kad anda tidak pernah disimpan oleh restoran.',
      'Liabiliti kami bagi sebarang tuntutan terhad kepada yuran yang anda bayar dalam tempoh tiga bulan sebelum tuntutan.',
      'Nombor telefon bimbit atau alamat e-mel anda digunakan untuk log masuk dan menghantar resit anda. Anda boleh meminta restoran memadamkan akaun anda pada bila-bila masa.',
      'Terma ini ditadbir oleh undang-undang negara tempat restoran beroperasi.',
    ],
  },
});

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { open: true, onClose: fn(), title: 'Order #1042', closeLabel: 'Close', children: null },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <WithOpener
        overlay={Modal}
        openLabel={text.open}
        args={{
          ...args,
          title: text.title,
          closeLabel: text.close,
          children: text.lines.map((line) => (
            <p key={line} style={{ margin: 0, paddingBlock: 4 }}>
              {line}
            </p>
          )),
          footer: <Button fullWidth>{text.reorder}</Button>,
        }}
      />
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The terms of service: a body taller than the screen scrolls inside the modal. */
export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <WithOpener
        overlay={Modal}
        openLabel={text.termsTitle}
        args={{
          ...args,
          title: text.termsTitle,
          closeLabel: text.close,
          children: [...text.terms, ...text.terms, ...text.terms].map((paragraph, index) => (
            <p key={`${String(index)}-${paragraph}`}>{paragraph}</p>
          )),
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    const body = dialog.querySelector('p')?.parentElement?.parentElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
  },
};

/** Opens from its button, keeps Tab inside, closes on Escape and gives focus back. */
export const FocusTrap: Story = {
  args: { open: false },
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const opener = canvas.getByRole('button', { name: text.open });
    await userEvent.click(opener);
    await canvas.findByRole('dialog', { name: text.title });
    const close = canvas.getByRole('button', { name: text.close });
    const reorder = canvas.getByRole('button', { name: text.reorder });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(reorder).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(reorder).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};
