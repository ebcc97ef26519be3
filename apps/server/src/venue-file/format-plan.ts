import type { Changes, ImportPlan } from './venue-plan';

/*
 * An import's plan as `pnpm venue import` prints it: one line per thing added, changed (with the
 * fields that change) or retired, under the company and each outlet; "no changes" when the
 * database already holds the file.
 */

function changeLines(what: string, changes: Changes, indent: string): string[] {
  return [
    ...changes.add.map((name) => `${indent}+ ${what} ${name}`),
    ...changes.change.map(
      (change) => `${indent}~ ${what} ${change.name} (${change.fields.join(', ')})`,
    ),
    ...changes.retire.map((name) => `${indent}- ${what} ${name} (retired)`),
  ];
}

/** The plan as lines of text: `+` adds, `~` changes, `-` retires. */
export function formatPlan(plan: ImportPlan): string[] {
  const lines: string[] = [];
  const { action, fields } = plan.company;
  if (action === 'add') lines.push(`+ company ${plan.companyKey}`);
  else if (action === 'change') lines.push(`~ company ${plan.companyKey} (${fields.join(', ')})`);
  else lines.push(`  company ${plan.companyKey}`);
  for (const outlet of plan.outlets) {
    if (outlet.action === 'add') lines.push(`  + outlet ${outlet.key}`);
    else if (outlet.action === 'change') {
      lines.push(
        `  ~ outlet ${outlet.key}${outlet.fields.length > 0 ? ` (${outlet.fields.join(', ')})` : ''}`,
      );
    } else continue;
    lines.push(
      ...changeLines('item', outlet.items, '      '),
      ...changeLines('table', outlet.tables, '      '),
      ...changeLines('counter', outlet.counters, '      '),
    );
  }
  lines.push(
    ...changeLines('promotion', plan.promotions, '  '),
    ...changeLines('coupon', plan.coupons, '  '),
  );
  return lines;
}

/** How many things a plan adds, changes and retires, in one line. */
export function planSummary(plan: ImportPlan): string {
  const all = [
    plan.promotions,
    plan.coupons,
    ...plan.outlets.flatMap((o) => [o.items, o.tables, o.counters]),
  ];
  const count = (pick: (c: Changes) => number) => all.reduce((n, c) => n + pick(c), 0);
  const outletsAdded = plan.outlets.filter((o) => o.action === 'add').length;
  const outletsChanged = plan.outlets.filter((o) => o.action === 'change').length;
  const added = count((c) => c.add.length) + outletsAdded + (plan.company.action === 'add' ? 1 : 0);
  const changed =
    count((c) => c.change.length) + outletsChanged + (plan.company.action === 'change' ? 1 : 0);
  const retired = count((c) => c.retire.length);
  return `${String(added)} to add, ${String(changed)} to change, ${String(retired)} to retire`;
}
