import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { CategoryNav, type CategoryNavItem } from './category-nav';
import { useActiveSection } from './use-active-section';

interface Copy {
  label: string;
  categories: string[];
  long: string;
  dish: string;
}

const copy = localized<Copy>({
  en: {
    label: 'Menu categories',
    categories: ['Breakfast', 'Starters', 'Mains', 'Grills', 'Desserts', 'Hot drinks', 'Juices'],
    long: 'Sharing platters for the whole table',
    dish: 'Dishes of this category appear here.',
  },
  ar: {
    label: 'أقسام القائمة',
    categories: [
      'الفطور',
      'المقبلات',
      'الأطباق الرئيسية',
      'المشاوي',
      'الحلويات',
      'المشروبات الساخنة',
      'العصائر',
    ],
    long: 'أطباق مشتركة للطاولة بأكملها',
    dish: 'تظهر أطباق هذا القسم هنا.',
  },
  zh: {
    label: '菜单分类',
    categories: ['早餐', '前菜', '主菜', '烧烤', '甜点', '热饮', '果汁'],
    long: '适合全桌分享的拼盘',
    dish: '此分类的菜品显示在这里。',
  },
  ms: {
    label: 'Kategori menu',
    categories: [
      'Sarapan',
      'Pembuka selera',
      'Hidangan utama',
      'Panggang',
      'Pencuci mulut',
      'Minuman panas',
      'Jus',
    ],
    long: 'Hidangan kongsi untuk seluruh meja',
    dish: 'Hidangan kategori ini dipaparkan di sini.',
  },
});

const IDS = ['breakfast', 'starters', 'mains', 'grills', 'desserts', 'hot-drinks', 'juices'];

function categoriesOf(names: readonly string[], count = names.length): CategoryNavItem[] {
  return names
    .slice(0, count)
    .map((name, index) => ({ id: IDS[index] ?? `c${String(index)}`, name }));
}

/** The sections the links lead to: the bar's links are in-page links, so their targets exist. */
function Sections({ categories, text }: { categories: readonly CategoryNavItem[]; text: string }) {
  return categories.map(({ id, name }) => (
    <section key={id} id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{name}</h2>
      <p>{text}</p>
    </section>
  ));
}

const meta = {
  title: 'Menu/Category nav',
  component: CategoryNav,
  args: {
    label: 'Menu categories',
    categories: [],
    activeId: 'breakfast',
    onSelect: fn(),
    sticky: false,
  },
  render: (args, { globals }) => {
    const { label, categories, dish } = copy(globals);
    const items = categoriesOf(categories, 4);
    return (
      <>
        <CategoryNav {...args} label={label} categories={items} />
        <Sections categories={items} text={dish} />
      </>
    );
  },
} satisfies Meta<typeof CategoryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** More categories than fit: the current one, near the end, is scrolled into view. */
export const ManyCategories: Story = {
  args: { activeId: 'hot-drinks' },
  render: (args, { globals }) => {
    const { label, categories, dish } = copy(globals);
    const items = categoriesOf(categories);
    return (
      <>
        <CategoryNav {...args} label={label} categories={items} />
        <Sections categories={items} text={dish} />
      </>
    );
  },
};

export const LongName: Story = {
  args: { activeId: 'platters' },
  render: (args, { globals }) => {
    const { label, categories, long, dish } = copy(globals);
    const items = [{ id: 'platters', name: long }, ...categoriesOf(categories, 3)];
    return (
      <>
        <CategoryNav {...args} label={label} categories={items} />
        <Sections categories={items} text={dish} />
      </>
    );
  },
};

function MenuPage({ args, text }: { args: Story['args']; text: Copy }) {
  const categories = categoriesOf(text.categories, 5);
  const activeId = useActiveSection(
    categories.map((category) => category.id),
    {
      rootMargin: '-80px 0px -60% 0px',
    },
  );
  return (
    <>
      <CategoryNav
        {...args}
        label={text.label}
        categories={categories}
        activeId={activeId}
        sticky
      />
      {categories.map(({ id, name }) => (
        <section
          key={id}
          id={id}
          aria-labelledby={`${id}-title`}
          style={{ minBlockSize: 900, scrollMarginTop: 64 }}
        >
          <h2 id={`${id}-title`}>{name}</h2>
          <p>{text.dish}</p>
        </section>
      ))}
    </>
  );
}

/** The bar above the menu's sections: it follows the scrolling, and a tap scrolls to a section. */
export const FollowsScrolling: Story = {
  render: (args, { globals }) => <MenuPage args={args} text={copy(globals)} />,
  play: async ({ args, canvas, globals }) => {
    const desserts = copy(globals).categories[4] ?? '';
    const link = canvas.getByRole('link', { name: desserts });
    await userEvent.click(link);
    await expect(args.onSelect).toHaveBeenCalledWith('desserts');
    await waitFor(() => expect(link).toHaveAttribute('aria-current', 'location'), {
      timeout: 3000,
    });
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};
