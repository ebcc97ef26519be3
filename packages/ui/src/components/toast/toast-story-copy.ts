import { localized } from '../../story-support/localized';

/** The sample text of the toast stories, in every locale. */
export const toastCopy = localized({
  en: {
    region: 'Notifications',
    dismiss: 'Dismiss',
    added: 'Added to your order',
    prices: 'Prices in your cart have been updated',
    failed: 'The invoice could not be sent. Please try again.',
    long: 'The invoice for order #1042 has been sent to aisha.rahman@example.com. It may take a few minutes to arrive; check your spam folder if you cannot find it.',
  },
  ar: {
    region: 'الإشعارات',
    dismiss: 'إغلاق الإشعار',
    added: 'تمت الإضافة إلى طلبك',
    prices: 'تم تحديث الأسعار في سلتك',
    failed: 'تعذّر إرسال الفاتورة. يُرجى المحاولة مرة أخرى.',
    long: 'تم إرسال فاتورة الطلب رقم 1042 إلى aisha.rahman@example.com. قد يستغرق وصولها بضع دقائق؛ تحقق من مجلد الرسائل غير المرغوب فيها إذا لم تجدها.',
  },
  zh: {
    region: '通知',
    dismiss: '关闭通知',
    added: '已加入您的订单',
    prices: '您购物车中的价格已更新',
    failed: '发票发送失败，请重试。',
    long: '订单 #1042 的发票已发送至 aisha.rahman@example.com。可能需要几分钟才能收到；如果找不到，请检查您的垃圾邮件文件夹。',
  },
  ms: {
    region: 'Pemberitahuan',
    dismiss: 'Tutup pemberitahuan',
    added: 'Ditambah ke pesanan anda',
    prices: 'Harga dalam troli anda telah dikemas kini',
    failed: 'Invois tidak dapat dihantar. Sila cuba lagi.',
    long: 'Invois untuk pesanan #1042 telah dihantar ke aisha.rahman@example.com. Ia mungkin mengambil masa beberapa minit untuk sampai; semak folder spam anda jika anda tidak menemuinya.',
  },
});
