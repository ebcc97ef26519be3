import { localized } from '../../story-support/localized';

/** The sample text of the announcement stories, in every locale. */
export const announcementCopy = localized({
  en: {
    bannerTitle: 'Ramadan hours',
    banner: 'During Ramadan we are open from 7 pm to 2 am. Iftar boxes can be ordered from 5 pm.',
    closeBanner: 'Close announcement',
    outlet: 'Marina Walk branch',
    outletMessage:
      'Our terrace is closed today for maintenance. Indoor seating is available as usual.\nThank you for your understanding.',
    close: 'Close',
    open: 'Show announcement',
  },
  ar: {
    bannerTitle: 'مواعيد رمضان',
    banner:
      'خلال شهر رمضان نفتح أبوابنا من الساعة 7 مساءً حتى 2 صباحًا. يمكن طلب صناديق الإفطار ابتداءً من الساعة 5 مساءً.',
    closeBanner: 'إغلاق الإعلان',
    outlet: 'فرع ممشى المارينا',
    outletMessage: 'التراس مغلق اليوم للصيانة. الجلوس في الداخل متاح كالمعتاد.\nشكرًا لتفهمكم.',
    close: 'إغلاق',
    open: 'عرض الإعلان',
  },
  zh: {
    bannerTitle: '斋月营业时间',
    banner: '斋月期间，我们的营业时间为晚上 7 点至凌晨 2 点。开斋餐盒可从下午 5 点起预订。',
    closeBanner: '关闭公告',
    outlet: '滨海步道分店',
    outletMessage: '露台今日因维护关闭，室内座位照常开放。\n感谢您的理解。',
    close: '关闭',
    open: '查看公告',
  },
  ms: {
    bannerTitle: 'Waktu operasi Ramadan',
    banner:
      'Sepanjang Ramadan, kami dibuka dari 7 malam hingga 2 pagi. Kotak iftar boleh dipesan mulai 5 petang.',
    closeBanner: 'Tutup pengumuman',
    outlet: 'Cawangan Marina Walk',
    outletMessage:
      'Teres kami ditutup hari ini untuk penyelenggaraan. Tempat duduk dalaman dibuka seperti biasa.\nTerima kasih atas pengertian anda.',
    close: 'Tutup',
    open: 'Lihat pengumuman',
  },
});
