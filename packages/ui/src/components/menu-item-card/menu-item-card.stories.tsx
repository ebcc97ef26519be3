import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../../story-support/localized';
import type { FoodLabelEntry } from '../food-label/food-label';
import { MenuItemCard, type MenuItemCardProps } from './menu-item-card';

interface Copy {
  name: string;
  longName: string;
  short: string;
  long: string;
  readMore: string;
  readLess: string;
  labels: FoodLabelEntry[];
  price: string;
  oldPrice: string;
  oldPriceLabel: string;
  add: string;
  decrease: string;
  increase: string;
  remove: string;
  quantity: string;
  soldOut: string;
  zoom: string;
  close: string;
  alt: string;
}

const copy = localized<Copy>({
  en: {
    name: 'Chicken biryani',
    longName: 'Slow-cooked lamb shoulder with saffron rice, roasted almonds and pomegranate',
    short: 'Basmati rice layered with spiced chicken.',
    long: 'Fragrant basmati rice layered with chicken marinated in yoghurt and spices, slow cooked in a sealed pot and served with cucumber raita and a boiled egg.',
    readMore: 'Read more',
    readLess: 'Read less',
    labels: [
      { tag: 'non-veg', name: 'Non-Veg' },
      { tag: 'spicy', name: 'Spicy' },
      { tag: 'milk', name: 'Dairy' },
    ],
    price: 'AED 32.00',
    oldPrice: 'AED 40.00',
    oldPriceLabel: 'Original price',
    add: 'Add',
    decrease: 'Remove one',
    increase: 'Add one more',
    remove: 'Remove from order',
    quantity: 'Quantity of Chicken biryani',
    soldOut: 'Sold out',
    zoom: 'Enlarge the photo of Chicken biryani',
    close: 'Close',
    alt: 'A bowl of chicken biryani with raita',
  },
  ar: {
    name: 'برياني الدجاج',
    longName: 'كتف لحم ضأن مطهو ببطء مع أرز بالزعفران ولوز محمص ورمان',
    short: 'أرز بسمتي بطبقات من الدجاج المتبل.',
    long: 'أرز بسمتي عطري بطبقات من الدجاج المتبل باللبن والبهارات، مطهو ببطء في قدر محكم ويقدم مع رائب الخيار وبيضة مسلوقة.',
    readMore: 'اقرأ المزيد',
    readLess: 'عرض أقل',
    labels: [
      { tag: 'non-veg', name: 'غير نباتي' },
      { tag: 'spicy', name: 'حار' },
      { tag: 'milk', name: 'ألبان' },
    ],
    price: 'د.إ.‏ 32.00',
    oldPrice: 'د.إ.‏ 40.00',
    oldPriceLabel: 'السعر الأصلي',
    add: 'إضافة',
    decrease: 'إزالة واحدة',
    increase: 'إضافة واحدة أخرى',
    remove: 'إزالة من الطلب',
    quantity: 'كمية برياني الدجاج',
    soldOut: 'نفدت الكمية',
    zoom: 'تكبير صورة برياني الدجاج',
    close: 'إغلاق',
    alt: 'طبق برياني الدجاج مع الرائب',
  },
  zh: {
    name: '鸡肉香饭',
    longName: '慢炖羊肩配藏红花米饭、烤杏仁和石榴',
    short: '香料鸡肉与印度香米层层相叠。',
    long: '芬芳的印度香米与酸奶香料腌制的鸡肉层层相叠，在密封锅中慢火烹制，配黄瓜酸奶酱和水煮蛋一同上桌。香料的层次丰富，米粒分明，是本店最受欢迎的招牌菜之一。',
    readMore: '展开全文',
    readLess: '收起',
    labels: [
      { tag: 'non-veg', name: '荤食' },
      { tag: 'spicy', name: '辣' },
      { tag: 'milk', name: '乳制品' },
    ],
    price: 'AED 32.00',
    oldPrice: 'AED 40.00',
    oldPriceLabel: '原价',
    add: '添加',
    decrease: '减少一份',
    increase: '再加一份',
    remove: '从订单中移除',
    quantity: '鸡肉香饭的数量',
    soldOut: '已售罄',
    zoom: '放大鸡肉香饭的图片',
    close: '关闭',
    alt: '一碗鸡肉香饭配酸奶酱',
  },
  ms: {
    name: 'Nasi beriani ayam',
    longName: 'Bahu kambing masak perlahan dengan nasi kunyit, badam panggang dan delima',
    short: 'Nasi basmati berlapis ayam berempah.',
    long: 'Nasi basmati wangi berlapis ayam yang diperap dengan yogurt dan rempah, dimasak perlahan dalam periuk tertutup dan dihidangkan bersama raita timun serta telur rebus.',
    readMore: 'Baca lagi',
    readLess: 'Baca kurang',
    labels: [
      { tag: 'non-veg', name: 'Bukan Vegetarian' },
      { tag: 'spicy', name: 'Pedas' },
      { tag: 'milk', name: 'Tenusu' },
    ],
    price: 'AED 32.00',
    oldPrice: 'AED 40.00',
    oldPriceLabel: 'Harga asal',
    add: 'Tambah',
    decrease: 'Kurangkan satu',
    increase: 'Tambah satu lagi',
    remove: 'Buang daripada pesanan',
    quantity: 'Kuantiti nasi beriani ayam',
    soldOut: 'Habis dijual',
    zoom: 'Besarkan foto nasi beriani ayam',
    close: 'Tutup',
    alt: 'Semangkuk nasi beriani ayam dengan raita',
  },
});

const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480"><rect width="480" height="480" fill="#F2E3C6"/><circle cx="240" cy="250" r="170" fill="#ffffff"/><circle cx="240" cy="250" r="130" fill="#E0A030"/><circle cx="200" cy="220" r="22" fill="#B5541C"/><circle cx="280" cy="270" r="26" fill="#B5541C"/><circle cx="250" cy="200" r="12" fill="#3F7D3A"/></svg>',
)}`;

/** The card's props in the toolbar's language, with the cart callbacks of the story's args. */
function cardProps(text: Copy, args: Partial<MenuItemCardProps>): MenuItemCardProps {
  return {
    description: text.short,
    image: { src: PICTURE, alt: text.alt, width: 480, height: 480 },
    labels: text.labels,
    ...args,
    // The text always comes in the toolbar's language, whatever the args say.
    name: text.name,
    readMoreLabel: text.readMore,
    readLessLabel: text.readLess,
    price: text.price,
    cart: args.cart && {
      ...args.cart,
      addLabel: text.add,
      decreaseLabel: text.decrease,
      increaseLabel: text.increase,
      removeLabel: text.remove,
      quantityLabel: text.quantity,
    },
  };
}

const cart = {
  quantity: 0,
  addLabel: 'Add',
  onAdd: fn(),
  onQuantityChange: fn(),
  decreaseLabel: '',
  increaseLabel: '',
};

const meta = {
  title: 'Menu/Menu item card',
  component: MenuItemCard,
  args: {
    name: 'Chicken biryani',
    readMoreLabel: 'Read more',
    readLessLabel: 'Read less',
    price: 'AED 32.00',
    cart,
  },
  render: (args, { globals }) => <MenuItemCard {...cardProps(copy(globals), args)} />,
} satisfies Meta<typeof MenuItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { priority: true } };

/** A description taller than 45 px is collapsed; read more opens it, read less closes it. */
export const LongDescription: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return <MenuItemCard {...cardProps(text, args)} description={text.long} />;
  },
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const readMore = canvas.getByRole('button', { name: text.readMore });
    await expect(readMore).toHaveAttribute('aria-expanded', 'false');
    const description = canvas.getByText(text.long);
    const collapsed = description.getBoundingClientRect().height;
    await expect(collapsed).toBeLessThanOrEqual(45);
    await userEvent.click(readMore);
    const readLess = canvas.getByRole('button', { name: text.readLess });
    await expect(readLess).toHaveAttribute('aria-expanded', 'true');
    await expect(description.getBoundingClientRect().height).toBeGreaterThan(45);
    await userEvent.click(readLess);
    await expect(canvas.getByRole('button', { name: text.readMore })).toBeVisible();
    await expect(description.getBoundingClientRect().height).toBe(collapsed);
    await userEvent.click(canvas.getByRole('button', { name: text.add }));
    await expect(args.cart?.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** Once in the cart, the count control replaces Add. */
export const InCart: Story = {
  args: { cart: { ...cart, quantity: 2 } },
  render: function Render(args, { globals }) {
    const [quantity, setQuantity] = useState(args.cart?.quantity ?? 0);
    const text = copy(globals);
    const props = cardProps(text, args);
    return (
      <MenuItemCard
        {...props}
        cart={
          props.cart && {
            ...props.cart,
            quantity,
            onAdd: () => {
              props.cart?.onAdd();
              setQuantity(1);
            },
            onQuantityChange: (next) => {
              props.cart?.onQuantityChange(next);
              setQuantity(next);
            },
          }
        }
      />
    );
  },
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const stepper = canvas.getByRole('group', { name: text.quantity });
    await userEvent.click(within(stepper).getByRole('button', { name: text.increase }));
    await expect(args.cart?.onQuantityChange).toHaveBeenLastCalledWith(3);
    await expect(stepper).toHaveTextContent('3');
  },
};

/** A promotion: the old price struck through beside the new one. */
export const Discounted: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <MenuItemCard
        {...cardProps(text, args)}
        oldPrice={text.oldPrice}
        oldPriceLabel={text.oldPriceLabel}
      />
    );
  },
};

/** An item with detail: the info icon marks the picture, and a tap zooms it in a dialog. */
export const WithDetail: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <MenuItemCard
        {...cardProps(text, args)}
        description={text.long}
        zoom={{ label: text.zoom, closeLabel: text.close }}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const text = copy(globals);
    const opener = canvas.getByRole('button', { name: text.zoom });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: text.name });
    await expect(within(dialog).getByRole('img', { name: text.alt })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: text.close }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const SoldOut: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return <MenuItemCard {...cardProps(text, args)} soldOutLabel={text.soldOut} />;
  },
};

/** The read-only menu of scan-and-pay: no cart controls. */
export const ReadOnly: Story = {
  render: (args, { globals }) => (
    <MenuItemCard {...cardProps(copy(globals), args)} cart={undefined} />
  ),
};

export const WithoutImage: Story = {
  render: (args, { globals }) => (
    <MenuItemCard {...cardProps(copy(globals), args)} image={undefined} />
  ),
};

export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <MenuItemCard
        {...cardProps(text, args)}
        name={text.longName}
        description={text.long}
        oldPrice={text.oldPrice}
      />
    );
  },
};

/** A list of cards, as in a category section. */
export const ManyItems: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <MenuItemCard {...cardProps(text, args)} priority />
        <MenuItemCard {...cardProps(text, args)} name={text.longName} description={text.long} />
        <MenuItemCard {...cardProps(text, args)} soldOutLabel={text.soldOut} />
        <MenuItemCard {...cardProps(text, { ...args, cart: { ...cart, quantity: 1 } })} />
      </div>
    );
  },
};
