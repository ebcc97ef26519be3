import { isDeepStrictEqual } from 'node:util';
import type { MenuItem } from '@tabula/api-client';
import { itemsById } from './menu-items';
import { ORDER_LIMIT_DEFAULTS, type VenueFile } from './venue-file-schema';

/*
 * What importing a venue file would do to what the database holds (ADR 0009): compared as two
 * venue files, the one read and the export of the company by its key, so what is equal plans
 * nothing and importing the same file twice changes nothing. Pure: the import (import-venue.ts)
 * reads the current state, plans with this, and applies the plan in one transaction.
 */

/** One thing a plan changes: its name as the plan prints it, and the fields that change. */
export interface Change {
  name: string;
  fields: string[];
}

/** What a plan does to one kind of thing: adds, changes and retires, by name. */
export interface Changes {
  add: string[];
  change: Change[];
  retire: string[];
}

/** What a plan does to one outlet. */
export interface OutletPlan {
  key: string;
  action: 'add' | 'change' | 'keep';
  /** Its fields that change: profile, menu, payment_types, advertisements, order_limits. */
  fields: string[];
  /** Menu items by `id name`. */
  items: Changes;
  /** Tables by number. */
  tables: Changes;
  /** Counters by label. */
  counters: Changes;
}

/** What importing a file would do. */
export interface ImportPlan {
  companyKey: string;
  company: { action: 'add' | 'change' | 'keep'; fields: string[] };
  outlets: OutletPlan[];
  /** Promotions by key; a promotion left out of the file is retired (made inactive). */
  promotions: Changes;
  /** Coupons by code; a coupon left out of the file is retired (made inactive). */
  coupons: Changes;
  /** Outlets the database holds that the file leaves out: an import never retires an outlet. */
  missingOutlets: string[];
}

/** Equal as JSON documents: key order and absent versus undefined fields do not count. */
export function sameDocument(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(canonical(a), canonical(b));
}

function canonical(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

/** The fields of `next` whose values differ from `current`'s. */
function changedFields<T extends object>(current: T, next: T, fields: readonly (keyof T)[]) {
  return fields.filter((field) => !sameDocument(current[field], next[field])).map(String);
}

/** An outlet's order limits with the defaults filled in, as the database keeps them. */
export function orderLimitsOf(outlet: VenueFile['outlets'][number]) {
  return { ...ORDER_LIMIT_DEFAULTS, ...outlet.order_limits };
}

/**
 * The changes between two lists of things with a name: added, changed (with the fields that
 * differ) and retired. `active` says whether a current thing still counts (an inactive
 * promotion left out of the file is already retired).
 */
function compareLists<T extends object>(
  current: readonly T[],
  next: readonly T[],
  nameOf: (thing: T) => string,
  fieldsOf: (current: T, next: T) => string[],
  active: (thing: T) => boolean = () => true,
): Changes {
  const currentByName = new Map(current.map((thing) => [nameOf(thing), thing]));
  const nextNames = new Set(next.map(nameOf));
  const changes: Changes = { add: [], change: [], retire: [] };
  for (const thing of next) {
    const name = nameOf(thing);
    const before = currentByName.get(name);
    if (before === undefined) changes.add.push(name);
    else {
      const fields = fieldsOf(before, thing);
      if (fields.length > 0) changes.change.push({ name, fields });
    }
  }
  for (const thing of current) {
    if (!nextNames.has(nameOf(thing)) && active(thing)) changes.retire.push(nameOf(thing));
  }
  return changes;
}

/** `101 Kaya toast`: how a plan names a menu item. */
export function itemName(item: Pick<MenuItem, 'id' | 'name'>): string {
  return `${String(item.id)} ${item.name}`;
}

function compareItems(
  current: VenueFile['outlets'][number] | undefined,
  next: VenueFile['outlets'][number],
) {
  const before = current === undefined ? [] : [...itemsById(current.menu).values()];
  const after = [...itemsById(next.menu).values()];
  return compareLists(
    before,
    after,
    (item) => String(item.id),
    (a, b) => changedFields(a, b, Object.keys({ ...a, ...b }) as (keyof MenuItem)[]),
  );
}

/** Menu item changes named `id name` rather than by id alone. */
function namedItems(changes: Changes, names: Map<string, string>): Changes {
  const name = (id: string) => names.get(id) ?? id;
  return {
    add: changes.add.map(name),
    change: changes.change.map((change) => ({ ...change, name: name(change.name) })),
    retire: changes.retire.map(name),
  };
}

function planOutlet(
  current: VenueFile['outlets'][number] | undefined,
  next: VenueFile['outlets'][number],
): OutletPlan {
  const names = new Map<string, string>();
  for (const menu of [current?.menu, next.menu]) {
    if (menu === undefined) continue;
    for (const item of itemsById(menu).values()) names.set(String(item.id), itemName(item));
  }
  const items = namedItems(compareItems(current, next), names);
  const tables = compareLists(
    current?.tables ?? [],
    next.tables,
    (table) => table.number,
    (a, b) => [
      ...changedFields(a, b, ['qr_source', 'dine_mode']),
      ...(b.qr_token !== undefined && b.qr_token !== a.qr_token ? ['qr_token'] : []),
    ],
  );
  const counters = compareLists(
    current?.counters ?? [],
    next.counters,
    (counter) => counter.label,
    (a, b) => [
      ...changedFields(a, b, ['dine_mode']),
      ...(b.qr_token !== undefined && b.qr_token !== a.qr_token ? ['qr_token'] : []),
    ],
  );
  if (current === undefined) {
    return { key: next.key, action: 'add', fields: [], items, tables, counters };
  }
  const fields = [
    ...changedFields(current, next, ['profile', 'menu', 'payment_types', 'advertisements']),
    ...(sameDocument(orderLimitsOf(current), orderLimitsOf(next)) ? [] : ['order_limits']),
  ];
  const changes = [items, tables, counters].some(
    (c) => c.add.length + c.change.length + c.retire.length > 0,
  );
  return {
    key: next.key,
    action: fields.length > 0 || changes ? 'change' : 'keep',
    fields,
    items,
    tables,
    counters,
  };
}

/**
 * What importing `next` would do to the company `current` describes (its export, QR tokens
 * included), or to a database without it (`current` null).
 */
export function planImport(current: VenueFile | null, next: VenueFile): ImportPlan {
  const companyFields =
    current === null
      ? []
      : changedFields(current.company, next.company, [
          'plan',
          'time_zone',
          'profile',
          'tips',
          'loyalty',
        ]);
  const currentOutlets = new Map((current?.outlets ?? []).map((outlet) => [outlet.key, outlet]));
  const nextKeys = new Set(next.outlets.map((outlet) => outlet.key));
  return {
    companyKey: next.company.key,
    company: {
      action: current === null ? 'add' : companyFields.length > 0 ? 'change' : 'keep',
      fields: companyFields,
    },
    outlets: next.outlets.map((outlet) => planOutlet(currentOutlets.get(outlet.key), outlet)),
    promotions: compareLists(
      current?.promotions ?? [],
      next.promotions,
      (promotion) => promotion.key,
      (a, b) => changedFields(a, b, ['active', 'definition']),
      (promotion) => promotion.active,
    ),
    coupons: compareLists(
      current?.coupons ?? [],
      next.coupons,
      (coupon) => coupon.code.toUpperCase(),
      (a, b) => changedFields(a, b, ['active', 'definition']),
      (coupon) => coupon.active,
    ),
    missingOutlets: [...currentOutlets.keys()].filter((key) => !nextKeys.has(key)),
  };
}

/** Whether a plan writes nothing. */
export function planIsEmpty(plan: ImportPlan): boolean {
  const empty = (c: Changes) => c.add.length + c.change.length + c.retire.length === 0;
  return (
    plan.company.action === 'keep' &&
    plan.outlets.every((outlet) => outlet.action === 'keep') &&
    empty(plan.promotions) &&
    empty(plan.coupons)
  );
}
