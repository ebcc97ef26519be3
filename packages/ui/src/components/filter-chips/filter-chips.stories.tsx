import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { localized } from '../../story-support/localized';
import type { IconName } from '../../icons/icon-paths';
import { FilterChips, type FilterChip } from './filter-chips';

interface Copy {
  label: string;
  clear: string;
  names: Record<'nuts' | 'milk' | 'fish' | 'egg' | 'gluten' | 'veg', string>;
}

const copy = localized<Copy>({
  en: {
    label: 'Dietary filters',
    clear: 'Clear filters',
    names: {
      nuts: 'No nuts',
      milk: 'No dairy',
      fish: 'No seafood',
      egg: 'No egg',
      gluten: 'Gluten free',
      veg: 'Vegetarian',
    },
  },
  ar: {
    label: 'تصفية حسب النظام الغذائي',
    clear: 'مسح عوامل التصفية',
    names: {
      nuts: 'بدون مكسرات',
      milk: 'بدون ألبان',
      fish: 'بدون مأكولات بحرية',
      egg: 'بدون بيض',
      gluten: 'خالٍ من الغلوتين',
      veg: 'نباتي',
    },
  },
  zh: {
    label: '饮食筛选',
    clear: '清除筛选',
    names: {
      nuts: '不含坚果',
      milk: '不含乳制品',
      fish: '不含海鲜',
      egg: '不含蛋',
      gluten: '无麸质',
      veg: '素食',
    },
  },
  ms: {
    label: 'Penapis diet',
    clear: 'Kosongkan penapis',
    names: {
      nuts: 'Tanpa kacang',
      milk: 'Tanpa tenusu',
      fish: 'Tanpa makanan laut',
      egg: 'Tanpa telur',
      gluten: 'Bebas gluten',
      veg: 'Vegetarian',
    },
  },
});

const ICONS: Record<keyof Copy['names'], IconName> = {
  nuts: 'nuts',
  milk: 'milk',
  fish: 'fish',
  egg: 'egg',
  gluten: 'glutenFree',
  veg: 'veg',
};

function Interactive({ names, label, clear, initial }: Copy & { initial: readonly string[] }) {
  const [pressed, setPressed] = useState<ReadonlySet<string>>(new Set(initial));
  const chips: FilterChip[] = (Object.keys(names) as (keyof Copy['names'])[]).map((id) => ({
    id,
    name: names[id],
    icon: ICONS[id],
    pressed: pressed.has(id),
  }));
  return (
    <FilterChips
      label={label}
      chips={chips}
      clearLabel={clear}
      onToggle={(id) => {
        const next = new Set(pressed);
        if (!next.delete(id)) next.add(id);
        setPressed(next);
      }}
      onClear={() => {
        setPressed(new Set());
      }}
    />
  );
}

const meta = {
  title: 'Menu/Filter chips',
  component: FilterChips,
  args: { label: 'Dietary filters', chips: [], onToggle: fn(), onClear: fn() },
  render: (_args, { globals }) => <Interactive {...copy(globals)} initial={[]} />,
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dietary filters of the menu, none on: tap one to turn it on. */
export const Default: Story = {};

/** Two filters on, with the clear button after them. */
export const SomeOn: Story = {
  render: (_args, { globals }) => <Interactive {...copy(globals)} initial={['nuts', 'veg']} />,
};

/** A narrow phone: the row scrolls sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 280 }}>
        <Story />
      </div>
    ),
  ],
};
