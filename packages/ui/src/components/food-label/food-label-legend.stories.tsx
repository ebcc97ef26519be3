import type { Meta, StoryObj } from '@storybook/react';
import { localized } from '../../story-support/localized';
import { FOOD_LABEL_TAGS, type FoodLabelTag } from './food-label';
import { FoodLabelLegend } from './food-label-legend';

const copy = localized<{ title: string; names: Record<FoodLabelTag, string> }>({
  en: {
    title: 'Food labels',
    names: {
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
  },
  ar: {
    title: 'رموز الأطباق',
    names: {
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
  },
  zh: {
    title: '菜品标识',
    names: {
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
  },
  ms: {
    title: 'Label makanan',
    names: {
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
  },
});

function entries(names: Record<FoodLabelTag, string>, tags: readonly FoodLabelTag[]) {
  return tags.map((tag) => ({ tag, name: names[tag] }));
}

const meta = {
  title: 'Menu/Food label legend',
  component: FoodLabelLegend,
  args: { title: 'Food labels', labels: [] },
  render: (args, { globals }) => {
    const { title, names } = copy(globals);
    return <FoodLabelLegend {...args} title={title} labels={entries(names, FOOD_LABEL_TAGS)} />;
  },
} satisfies Meta<typeof FoodLabelLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every label, as on a menu that uses them all. */
export const Default: Story = {};

/** Only the labels the menu's items carry. */
export const FewLabels: Story = {
  render: (args, { globals }) => {
    const { title, names } = copy(globals);
    return (
      <FoodLabelLegend {...args} title={title} labels={entries(names, ['veg', 'spicy', 'nuts'])} />
    );
  },
};

/** A narrow phone: the labels wrap onto more lines. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 240 }}>
        <Story />
      </div>
    ),
  ],
};
