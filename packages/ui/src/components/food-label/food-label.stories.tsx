import type { Meta, StoryObj } from '@storybook/react';
import { localized } from '../../story-support/localized';
import { FOOD_LABEL_TAGS, FoodLabel, type FoodLabelTag } from './food-label';

const names = localized<Record<FoodLabelTag, string>>({
  en: {
    veg: 'Veg',
    'non-veg': 'Non-Veg',
    spicy: 'Spicy',
    'very-spicy': 'Very Spicy',
    nuts: 'Nuts',
    milk: 'Dairy',
    'gluten-free': 'Gluten Free',
    fish: 'Seafood',
    egg: 'Egg',
  },
  ar: {
    veg: 'نباتي',
    'non-veg': 'غير نباتي',
    spicy: 'حار',
    'very-spicy': 'حار جدًا',
    nuts: 'مكسرات',
    milk: 'ألبان',
    'gluten-free': 'خالٍ من الغلوتين',
    fish: 'مأكولات بحرية',
    egg: 'بيض',
  },
  zh: {
    veg: '素食',
    'non-veg': '荤食',
    spicy: '辣',
    'very-spicy': '特辣',
    nuts: '坚果',
    milk: '乳制品',
    'gluten-free': '无麸质',
    fish: '海鲜',
    egg: '蛋类',
  },
  ms: {
    veg: 'Vegetarian',
    'non-veg': 'Bukan Vegetarian',
    spicy: 'Pedas',
    'very-spicy': 'Sangat Pedas',
    nuts: 'Kacang',
    milk: 'Tenusu',
    'gluten-free': 'Bebas Gluten',
    fish: 'Makanan Laut',
    egg: 'Telur',
  },
});

const meta = {
  title: 'Menu/Food label',
  component: FoodLabel,
  args: { tag: 'veg', name: 'Veg' },
  render: (args, { globals }) => <FoodLabel {...args} name={names(globals)[args.tag]} />,
} satisfies Meta<typeof FoodLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Spicy: Story = { args: { tag: 'very-spicy' } };

/** Every label, as an item card lists them. */
export const AllLabels: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {FOOD_LABEL_TAGS.map((tag) => (
        <FoodLabel key={tag} {...args} tag={tag} name={names(globals)[tag]} />
      ))}
    </div>
  ),
};

/** Icons alone, each named for screen readers. */
export const IconsOnly: Story = {
  args: { display: 'icon', size: 'standard' },
  render: AllLabels.render,
};
