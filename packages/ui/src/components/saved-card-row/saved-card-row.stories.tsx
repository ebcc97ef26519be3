import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { SavedCardRow, type SavedCardRowProps } from './saved-card-row';

const copy = localized({
  en: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express Corporate Platinum',
    expires: (date: string) => `Expires ${date}`,
    expired: (date: string) => `Expired ${date}`,
    delete: 'Delete card',
    cards: 'Saved cards',
  },
  ar: {
    visa: 'فيزا',
    mastercard: 'ماستركارد',
    amex: 'أمريكان إكسبريس البلاتينية للشركات',
    expires: (date: string) => `تنتهي في ${date}`,
    expired: (date: string) => `انتهت في ${date}`,
    delete: 'حذف البطاقة',
    cards: 'البطاقات المحفوظة',
  },
  zh: {
    visa: 'Visa',
    mastercard: '万事达卡',
    amex: '美国运通企业白金卡',
    expires: (date: string) => `有效期至 ${date}`,
    expired: (date: string) => `已于 ${date} 过期`,
    delete: '删除卡',
    cards: '已保存的卡',
  },
  ms: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express Korporat Platinum',
    expires: (date: string) => `Tamat tempoh ${date}`,
    expired: (date: string) => `Tamat tempoh pada ${date}`,
    delete: 'Padam kad',
    cards: 'Kad yang disimpan',
  },
});

const meta = {
  title: 'Checkout/Saved card row',
  component: SavedCardRow,
  args: {
    brand: 'Visa',
    last4: '4242',
    expiry: 'Expires 04/27',
    deleteLabel: 'Delete card',
    onDelete: fn(),
  },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <SavedCardRow
        {...args}
        brand={text.visa}
        expiry={text.expires('04/27')}
        deleteLabel={text.delete}
      />
    );
  },
} satisfies Meta<typeof SavedCardRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card in the profile's saved-card list, with its delete action (A§2). */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy(globals).delete }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Expired: Story = {
  args: { expired: true },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <SavedCardRow
        {...args}
        brand={text.mastercard}
        last4="5100"
        expiry={text.expired('01/24')}
        deleteLabel={text.delete}
      />
    );
  },
};

export const Deleting: Story = { args: { deleting: true } };

export const WithoutDelete: Story = { args: { onDelete: undefined } };

export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <SavedCardRow
        {...args}
        brand={text.amex}
        last4="1005"
        expiry={text.expires('11/29')}
        deleteLabel={text.delete}
      />
    );
  },
};

const cards = [
  { id: 'c1', brand: 'visa', last4: '4242', expiry: '04/27' },
  { id: 'c2', brand: 'mastercard', last4: '5100', expiry: '09/26' },
  { id: 'c3', brand: 'visa', last4: '0077', expiry: '12/28' },
  { id: 'c4', brand: 'mastercard', last4: '3310', expiry: '02/30' },
] as const;

/** The saved-card list at payment (B§2): the diner chooses a card; the list holds the choice. */
function CardPicker(
  props: Pick<SavedCardRowProps, 'onDelete'> & {
    onChoose: (id: string) => void;
    text: ReturnType<typeof copy>;
  },
) {
  const [chosen, setChosen] = useState<string>('c1');
  const { text } = props;
  return (
    <div role="radiogroup" aria-label={text.cards} style={{ display: 'grid', gap: 8 }}>
      {cards.map((card) => (
        <SavedCardRow
          key={card.id}
          name="saved-card"
          brand={text[card.brand]}
          last4={card.last4}
          expiry={text.expires(card.expiry)}
          deleteLabel={text.delete}
          onDelete={props.onDelete}
          selected={chosen === card.id}
          onSelect={() => {
            setChosen(card.id);
            props.onChoose(card.id);
          }}
        />
      ))}
    </div>
  );
}

/** Choosing a saved card at payment: the radio variant, four cards. */
export const SelectableList: Story = {
  args: { onSelect: fn() },
  render: (args, { globals }) => (
    <CardPicker
      text={copy(globals)}
      onDelete={args.onDelete}
      onChoose={() => {
        args.onSelect?.();
      }}
    />
  ),
  play: async ({ args, canvas }) => {
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    await expect(radios[0]).toBeChecked();
    const second = radios[1];
    if (!second) throw new Error('The second card is missing.');
    await userEvent.click(second);
    await expect(second).toBeChecked();
    await expect(radios[0]).not.toBeChecked();
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};
