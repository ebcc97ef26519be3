import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { Button } from '../button/button';
import { Notice } from './notice';

const copy = localized({
  en: {
    title: 'Pay with Apple Pay or Google Pay in your phone’s browser',
    message:
      'Wallet payments don’t work inside this app. Copy the link and open it in Safari or Chrome, or scan the QR code again with your phone’s camera.',
    action: 'Copy link',
    warningTitle: 'Your table’s bill changed',
    warningMessage: 'Staff added an item while you were choosing. Check the total before you pay.',
  },
  ar: {
    title: 'ادفع عبر Apple Pay أو Google Pay من متصفح هاتفك',
    message:
      'لا تعمل المدفوعات عبر المحافظ الرقمية داخل هذا التطبيق. انسخ الرابط وافتحه في Safari أو Chrome، أو امسح رمز QR مرة أخرى بكاميرا هاتفك.',
    action: 'نسخ الرابط',
    warningTitle: 'تغيّرت فاتورة طاولتك',
    warningMessage: 'أضاف الموظفون صنفًا أثناء اختيارك. راجع المجموع قبل الدفع.',
  },
  zh: {
    title: '请在手机浏览器中使用 Apple Pay 或 Google Pay 付款',
    message:
      '在此应用内无法使用电子钱包付款。请复制链接并在 Safari 或 Chrome 中打开，或用手机相机重新扫描二维码。',
    action: '复制链接',
    warningTitle: '您这桌的账单已更新',
    warningMessage: '在您选择时，服务员添加了一道菜。付款前请核对总额。',
  },
  ms: {
    title: 'Bayar dengan Apple Pay atau Google Pay dalam pelayar telefon anda',
    message:
      'Pembayaran dompet digital tidak berfungsi dalam aplikasi ini. Salin pautan dan bukanya dalam Safari atau Chrome, atau imbas semula kod QR dengan kamera telefon anda.',
    action: 'Salin pautan',
    warningTitle: 'Bil meja anda telah berubah',
    warningMessage:
      'Kakitangan menambah satu item semasa anda memilih. Semak jumlahnya sebelum anda membayar.',
  },
});

const onAction = fn();

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  args: { title: '', message: '' },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Notice {...args} title={text.title} message={text.message}>
        <Button tone="secondary" onClick={onAction}>
          {text.action}
        </Button>
      </Notice>
    );
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checkout's hint in an in-app browser, with its action. */
export const WithAction: Story = {
  play: async ({ canvas, globals }) => {
    const text = copy(globals);
    await expect(canvas.getByRole('note', { name: text.title })).toBeVisible();
    onAction.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: text.action }));
    await expect(onAction).toHaveBeenCalledTimes(1);
  },
};

export const Warning: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Notice {...args} tone="warning" title={text.warningTitle} message={text.warningMessage} />
    );
  },
};

export const WithoutAction: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return <Notice {...args} title={text.title} message={text.message} />;
  },
};
