import fc from 'fast-check';
import type {
  CategorySchedule,
  Menu,
  MenuCategory,
  MenuItem,
  ModifierGroup,
  OutletTime,
  TimeSlot,
} from '../../src/menu/types';
import { amountArb } from './money';

/** Writes minutes since midnight as `HH:MM`. */
export function minuteToTime(minute: number): string {
  const hours = Math.floor(minute / 60);
  const minutes = minute % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** A minute of the day, 0 to 1439. */
export const minuteArb: fc.Arbitrary<number> = fc.integer({ min: 0, max: 1439 });

/** A day of the week, 1 (Sunday) to 7. */
export const dayArb: fc.Arbitrary<number> = fc.integer({ min: 1, max: 7 });

/** "Now" at the outlet: a day and an `HH:MM` time. */
export const outletTimeArb: fc.Arbitrary<OutletTime> = fc.record({
  day: dayArb,
  time: minuteArb.map(minuteToTime),
});

/** A time slot with `HH:MM` ends, which may cross midnight. */
export const timeSlotArb: fc.Arbitrary<TimeSlot> = fc.record({
  start_time: minuteArb.map(minuteToTime),
  end_time: minuteArb.map(minuteToTime),
});

/** A category schedule: some days and some slots. */
export const scheduleArb: fc.Arbitrary<CategorySchedule> = fc.record({
  days: fc.uniqueArray(dayArb, { minLength: 1, maxLength: 7 }),
  time_slots: fc.array(timeSlotArb, { minLength: 1, maxLength: 3 }),
});

/** The shape of a modifier group before ids are given: its kind, limits and item prices. */
interface GroupShape {
  kind: 'quantity' | 'single' | 'multi';
  minimum: number;
  maximum: number;
  prices: { unit: string; final: string | null; isDefault: boolean }[];
}

function groupShapeArb(precision: number): fc.Arbitrary<GroupShape> {
  const price = fc.record({
    unit: amountArb(precision, { max: 2_000 }),
    final: fc.option(amountArb(precision, { max: 2_000 }), { nil: null }),
    isDefault: fc.boolean(),
  });
  return fc
    .record({
      kind: fc.constantFrom('quantity', 'single', 'multi'),
      prices: fc.array(price, { minLength: 1, maxLength: 5 }),
      a: fc.nat({ max: 6 }),
      b: fc.nat({ max: 6 }),
    })
    .map(({ kind, prices, a, b }): GroupShape => {
      if (kind === 'single') return { kind, prices, minimum: 1, maximum: 1 };
      const cap = kind === 'quantity' ? 6 : prices.length;
      // A maximum of 0 means no limit; the minimum never exceeds what can be chosen.
      const maximum = a % (cap + 1);
      const minimum = maximum === 0 ? b % (Math.min(cap, 3) + 1) : b % (maximum + 1);
      const fixed =
        kind === 'multi' && maximum === 1 && minimum === 1
          ? { minimum: 0, maximum: 1 }
          : { minimum, maximum };
      return { kind, prices, ...fixed };
    });
}

function buildGroup(shape: GroupShape, groupId: number): ModifierGroup {
  return {
    id: groupId,
    name: `Group ${groupId}`,
    minimum: shape.minimum,
    maximum: shape.maximum,
    ...(shape.kind === 'quantity'
      ? { has_quantity_selector: true, type: 'quantity_selector' as const }
      : { type: shape.kind === 'single' ? ('single_item' as const) : ('multiple_item' as const) }),
    items: shape.prices.map((price, index) => ({
      id: groupId * 100 + index + 1,
      name: `Modifier ${groupId * 100 + index + 1}`,
      unit_price: price.unit,
      ...(price.final === null ? {} : { final_price: price.final }),
      is_default: price.isDefault,
    })),
  };
}

/** A modifier group at a precision (id 1; items 101, 102, ...). */
export function modifierGroupArb(precision: number, groupId = 1): fc.Arbitrary<ModifierGroup> {
  return groupShapeArb(precision).map((shape) => buildGroup(shape, groupId));
}

/** A list of modifier groups with ids 1, 2, ... */
export function modifierGroupsArb(
  precision: number,
  { maxLength = 3 }: { maxLength?: number } = {},
): fc.Arbitrary<ModifierGroup[]> {
  return fc
    .array(groupShapeArb(precision), { maxLength })
    .map((shapes) => shapes.map((shape, index) => buildGroup(shape, index + 1)));
}

interface ChildShape {
  unit: string;
  final: string | null;
  groups: ModifierGroup[] | null;
}

interface ItemShape {
  unit: string;
  final: string | null;
  groups: ModifierGroup[];
  children: ChildShape[];
}

function itemShapeArb(precision: number): fc.Arbitrary<ItemShape> {
  const price = amountArb(precision, { max: 10_000 });
  const child: fc.Arbitrary<ChildShape> = fc.record({
    unit: price,
    final: fc.option(price, { nil: null }),
    groups: fc.option(modifierGroupsArb(precision, { maxLength: 2 }), { nil: null }),
  });
  return fc.record({
    unit: price,
    final: fc.option(price, { nil: null }),
    groups: modifierGroupsArb(precision),
    // Most items are plain; about one in four is a grouped item.
    children: fc.oneof(
      { weight: 3, arbitrary: fc.constant<ChildShape[]>([]) },
      { weight: 1, arbitrary: fc.array(child, { minLength: 1, maxLength: 3 }) },
    ),
  });
}

function buildItem(shape: ItemShape, id: number, nextId: () => number): MenuItem {
  const item: MenuItem = {
    id,
    name: `Item ${id}`,
    unit_price: shape.unit,
    groups: shape.groups,
    taxes: [{ id: 1, type: 'PERCENTAGE', value: '5' }],
  };
  if (shape.final !== null) item.final_price = shape.final;
  if (shape.children.length > 0) {
    item.items = shape.children.map((child) => {
      const childId = nextId();
      return {
        id: childId,
        name: `Item ${childId}`,
        unit_price: child.unit,
        ...(child.final === null ? {} : { final_price: child.final }),
        ...(child.groups === null ? {} : { groups: child.groups }),
      };
    });
  }
  return item;
}

/**
 * A menu at a precision: one to three categories (the first may hold a sub-category), each with
 * one to four items with modifier groups and sometimes grouped items. Item ids are unique across
 * the menu; no category has a schedule and nothing is out of stock.
 */
export function menuArb(precision: number): fc.Arbitrary<Menu> {
  const items = fc.array(itemShapeArb(precision), { minLength: 1, maxLength: 4 });
  return fc
    .record({
      categories: fc.array(items, { minLength: 1, maxLength: 3 }),
      sub: fc.option(items, { nil: null }),
    })
    .map(({ categories, sub }) => {
      let counter = 1000;
      const nextId = (): number => ++counter;
      const build = (shapes: ItemShape[]): MenuItem[] =>
        shapes.map((shape) => buildItem(shape, nextId(), nextId));
      const built: MenuCategory[] = categories.map((shapes, index) => ({
        id: index + 1,
        name: `Category ${index + 1}`,
        items: build(shapes),
      }));
      const first = built[0];
      if (sub !== null && first !== undefined) {
        first.has_subcategory = true;
        first.categories = [{ id: 99, name: 'Sub-category', items: build(sub) }];
      }
      return { categories: built, out_of_stock_items: [] };
    });
}

/** Every item listed in a menu with the category it is listed in, depth first. */
export function listedItems(menu: Menu): { category_id: number; item: MenuItem }[] {
  const walk = (categories: MenuCategory[]): { category_id: number; item: MenuItem }[] =>
    categories.flatMap((category) => [
      ...category.items.map((item) => ({ category_id: category.id, item })),
      ...walk(category.categories ?? []),
    ]);
  return walk(menu.categories);
}
