import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { AdvertisementCarousel, type AdvertisementSlide } from './advertisement-carousel';

interface Copy {
  label: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  slide: (position: number, total: number) => string;
  alts: string[];
}

const copy = localized<Copy>({
  en: {
    label: 'Offers',
    previous: 'Previous offer',
    next: 'Next offer',
    pause: 'Pause the offers',
    play: 'Play the offers',
    slide: (position, total) => `Offer ${String(position)} of ${String(total)}`,
    alts: [
      'Two burgers for the price of one, every weekend',
      'Fresh mango juice, new on the menu',
      '20% off all desserts after 9 pm',
      'Family platter for four',
      'Free coffee with any breakfast',
      'Grilled seafood night on Thursdays',
      'Kids eat free on Sundays',
    ],
  },
  ar: {
    label: 'العروض',
    previous: 'العرض السابق',
    next: 'العرض التالي',
    pause: 'إيقاف العروض مؤقتًا',
    play: 'تشغيل العروض',
    slide: (position, total) => `العرض ${String(position)} من ${String(total)}`,
    alts: [
      'برغران بسعر واحد في كل عطلة نهاية أسبوع',
      'عصير مانجو طازج، جديد في القائمة',
      'خصم 20% على جميع الحلويات بعد الساعة 9 مساءً',
      'طبق عائلي لأربعة أشخاص',
      'قهوة مجانية مع أي فطور',
      'ليلة المأكولات البحرية المشوية كل خميس',
      'وجبات الأطفال مجانية أيام الأحد',
    ],
  },
  zh: {
    label: '优惠活动',
    previous: '上一个优惠',
    next: '下一个优惠',
    pause: '暂停播放优惠',
    play: '继续播放优惠',
    slide: (position, total) => `第 ${String(position)} 个优惠，共 ${String(total)} 个`,
    alts: [
      '每逢周末，汉堡买一送一',
      '新鲜芒果汁，菜单新品',
      '晚上 9 点后所有甜点八折',
      '四人家庭拼盘',
      '任意早餐免费赠送咖啡',
      '每周四烧烤海鲜之夜',
      '周日儿童免费用餐',
    ],
  },
  ms: {
    label: 'Tawaran',
    previous: 'Tawaran sebelumnya',
    next: 'Tawaran seterusnya',
    pause: 'Jeda tawaran',
    play: 'Main tawaran',
    slide: (position, total) => `Tawaran ${String(position)} daripada ${String(total)}`,
    alts: [
      'Beli satu burger, percuma satu, setiap hujung minggu',
      'Jus mangga segar, baharu dalam menu',
      'Diskaun 20% untuk semua pencuci mulut selepas 9 malam',
      'Hidangan keluarga untuk empat orang',
      'Kopi percuma dengan sebarang sarapan',
      'Malam makanan laut bakar setiap Khamis',
      'Kanak-kanak makan percuma pada hari Ahad',
    ],
  },
});

const COLOURS = ['#C2410C', '#0E7490', '#7C3AED', '#15803D', '#B91C1C', '#1D4ED8', '#A16207'];

/** A stand-in advertisement picture: shapes in a colour, no text (the alt text says it). */
function picture(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600"><rect width="1200" height="600" fill="${colour}"/><circle cx="900" cy="300" r="220" fill="#ffffff" opacity="0.25"/><rect x="120" y="200" width="420" height="60" rx="30" fill="#ffffff" opacity="0.6"/><rect x="120" y="300" width="300" height="40" rx="20" fill="#ffffff" opacity="0.4"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const ACTIONS = ['item-101', 'category-12', 'category-7', 'item-88', 'item-12', 'category-3', null];

function slidesOf(alts: readonly string[], count: number): AdvertisementSlide[] {
  return alts.slice(0, count).map((alt, index) => ({
    id: `ad-${String(index)}`,
    imageUrl: picture(COLOURS[index] ?? '#444444'),
    alt,
    action: ACTIONS[index] ?? null,
  }));
}

function propsOf(text: Copy, count: number) {
  return {
    slides: slidesOf(text.alts, count),
    label: text.label,
    previousLabel: text.previous,
    nextLabel: text.next,
    pauseLabel: text.pause,
    playLabel: text.play,
    slideLabel: text.slide,
  };
}

const meta = {
  title: 'Menu/Advertisement carousel',
  component: AdvertisementCarousel,
  args: { ...propsOf(copy({}), 3), onSelect: fn() },
  render: (args, { globals }) => <AdvertisementCarousel {...args} {...propsOf(copy(globals), 3)} />,
} satisfies Meta<typeof AdvertisementCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three offers; previous and next turn them (wrapping round), and a tap opens the offer. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const current = () => canvas.getByRole('group');
    await expect(current()).toHaveAccessibleName(text.slide(1, 3));
    await userEvent.click(canvas.getByRole('button', { name: text.next }));
    await expect(current()).toHaveAccessibleName(text.slide(2, 3));
    await userEvent.click(canvas.getByRole('button', { name: text.previous }));
    await expect(current()).toHaveAccessibleName(text.slide(1, 3));
    await userEvent.click(canvas.getByRole('button', { name: text.previous }));
    await expect(current()).toHaveAccessibleName(text.slide(3, 3));
    await expect(canvas.getByRole('button', { name: text.slide(3, 3) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: text.alts[2] }));
    await expect(args.onSelect).toHaveBeenCalledWith('category-7');
  },
};

/**
 * The diner pauses the offers: they stay put, even with the pointer and the focus gone, until
 * played again.
 */
export const Paused: Story = {
  args: { interval: 300 },
  play: async ({ canvas, globals }) => {
    const text = copy(globals);
    const carousel = canvas.getByRole('region', { name: text.label });
    const current = () => canvas.getByRole('group').getAttribute('aria-label');
    const leave = async () => {
      await userEvent.unhover(carousel);
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    };
    await userEvent.click(canvas.getByRole('button', { name: text.pause }));
    await expect(canvas.getByRole('button', { name: text.play })).toBeVisible();
    await leave();
    // Three intervals later, the same slide: sampled every 50 ms so no turn goes unseen.
    const held = current();
    for (let elapsed = 0; elapsed < 900; elapsed += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(current()).toBe(held);
    }
    await userEvent.click(canvas.getByRole('button', { name: text.play }));
    await leave();
    await waitFor(() => expect(current()).not.toBe(held), { timeout: 2000 });
  },
};

/** One offer: nothing turns, so there are no controls. */
export const SingleSlide: Story = {
  render: (args, { globals }) => <AdvertisementCarousel {...args} {...propsOf(copy(globals), 1)} />,
};

/** Seven offers: the dots wrap on a narrow phone. */
export const ManySlides: Story = {
  render: (args, { globals }) => <AdvertisementCarousel {...args} {...propsOf(copy(globals), 7)} />,
};
