import { localized } from '../../story-support/localized';

/** The sample text of the waiter-call stories, in every locale. */
export const waiterCopy = localized({
  en: {
    call: 'Call waiter',
    callLong: 'Call a waiter to table 12',
    messages: {
      requested: 'Calling a waiter to your table…',
      waiting: 'Your waiter will be with you shortly.',
      ack: 'A waiter is on the way to your table.',
      timeout: 'No one has answered yet. Please wave to a member of staff.',
      failed: 'We could not call a waiter. Please try again.',
    },
    cancelled: 'Your call for a waiter was cancelled.',
    cancel: 'Cancel',
    ok: 'OK',
  },
  ar: {
    call: 'استدعاء النادل',
    callLong: 'استدعاء نادل إلى الطاولة 12',
    messages: {
      requested: 'جارٍ استدعاء نادل إلى طاولتك…',
      waiting: 'سيصل النادل إليك قريبًا.',
      ack: 'النادل في طريقه إلى طاولتك.',
      timeout: 'لم يستجب أحد بعد. يُرجى التلويح لأحد الموظفين.',
      failed: 'تعذّر استدعاء النادل. يُرجى المحاولة مرة أخرى.',
    },
    cancelled: 'تم إلغاء طلب النادل.',
    cancel: 'إلغاء',
    ok: 'حسنًا',
  },
  zh: {
    call: '呼叫服务员',
    callLong: '呼叫服务员到 12 号桌',
    messages: {
      requested: '正在为您呼叫服务员…',
      waiting: '服务员马上就到。',
      ack: '服务员正在前往您的餐桌。',
      timeout: '暂时无人响应。请向工作人员示意。',
      failed: '呼叫服务员失败，请重试。',
    },
    cancelled: '已取消呼叫服务员。',
    cancel: '取消',
    ok: '好的',
  },
  ms: {
    call: 'Panggil pelayan',
    callLong: 'Panggil pelayan ke meja 12',
    messages: {
      requested: 'Memanggil pelayan ke meja anda…',
      waiting: 'Pelayan anda akan datang sebentar lagi.',
      ack: 'Seorang pelayan sedang menuju ke meja anda.',
      timeout: 'Belum ada yang menjawab. Sila lambai kepada kakitangan.',
      failed: 'Kami tidak dapat memanggil pelayan. Sila cuba lagi.',
    },
    cancelled: 'Panggilan pelayan anda telah dibatalkan.',
    cancel: 'Batal',
    ok: 'OK',
  },
});
