import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { openPosConsole } from './pos-console';

/*
 * A scan-and-pay table's bill in the POS console's tables view (issue 18), driven by clicks as
 * staff work it: the bill form (covers and items), the split controls (evenly in N, by item,
 * undo), the counter's cash and card buttons for a split, a diner's part or the rest, and each
 * split's state. Every step that asks staff first checks the question and accepts it, then
 * waits for the console's status note.
 */

/** How staff take a part of the bill at the counter. */
export type PaidBy = 'cash' | 'card';

/** An equal split's state on the console: its badge, "Held by …" read as Held. */
export type SplitState = 'Paid' | 'Paying' | 'Held' | 'Free';

/** A line of the bill form: an item by its menu name and how many. */
export interface BillFormLine {
  name: string;
  count: number;
}

/** The POS console's tables view, for scan-and-pay bills. */
export interface BillConsole {
  page: Page;
  /** A table's card in the tables view, by its number ("S2"). */
  table(number: string): Locator;
  /** The table's bill section (its lines, its split, the bill form). */
  bill(number: string): Locator;
  /** Opens the table's bill through the bill form, or adds to the open one, with these covers. */
  openBill(number: string, covers: number, lines: readonly BillFormLine[]): Promise<void>;
  /** Splits the bill evenly in `count` (2 to 99): the count field, Split evenly, the question. */
  splitEvenly(number: string, count: number): Promise<void>;
  /** Splits the bill by item. */
  splitByItem(number: string): Promise<void>;
  /** Undoes the split: the bill is paid as one again. */
  undoSplit(number: string): Promise<void>;
  /** One equal split's row ("Split 2"), with its badge, amount and buttons. */
  split(number: string, n: number): Locator;
  /** Waits until an equal split's badge reads this state. */
  expectSplitState(number: string, n: number, state: SplitState): Promise<void>;
  /** An equal split's state as its badge reads now. */
  splitState(number: string, n: number): Promise<SplitState>;
  /** Takes an equal split at the counter; returns its amount as the question named it. */
  takeSplit(number: string, n: number, paidBy: PaidBy): Promise<string>;
  /** Takes a diner's item-wise part ("Diner 3", or the member's name); returns its amount. */
  takePart(number: string, name: string, paidBy: PaidBy): Promise<string>;
  /** Takes everything still unpaid; returns the amount the question named. */
  takeRest(number: string, paidBy: PaidBy): Promise<string>;
  /** Waits until the table's card reads Free with no bill. */
  expectTableFree(number: string): Promise<void>;
  close(): Promise<void>;
}

/** A table's number inside a pattern, so "S2" never matches "S20". */
function tableNumber(number: string): string {
  return `${number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`;
}

/** The amount in a console question or row, e.g. "Take SGD 8.71 in cash…" → "SGD 8.71". */
function shownAmount(text: string): string {
  const amount = /[A-Z]{3}\s?\d[\d,]*(?:\.\d+)?/.exec(text)?.[0];
  if (amount === undefined) throw new Error(`no amount in "${text}"`);
  return amount;
}

/**
 * Presses a button that asks staff first (window.confirm), checks the question and accepts it.
 *
 * @returns the question asked
 */
async function confirmed(page: Page, button: Locator): Promise<string> {
  // The click returns only once the question is answered: answer it as it opens.
  const asked = new Promise<{ type: string; question: string }>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve({ type: dialog.type(), question: dialog.message() });
      void dialog.accept();
    });
  });
  await button.click();
  const { type, question } = await asked;
  expect(type).toBe('confirm');
  return question;
}

/** The console's tables view on its own page. */
export function billConsole(page: Page): Omit<BillConsole, 'close'> {
  const status = page.getByRole('status');
  const tables = page.getByRole('region', { name: 'Tables', exact: true });
  const table = (number: string) =>
    tables.getByRole('article', { name: new RegExp(`^Table ${tableNumber(number)}`) });
  const bill = (number: string) =>
    table(number).getByRole('region', { name: `Bill of table ${number}`, exact: true });
  const controls = (number: string) =>
    bill(number).getByRole('group', { name: `Split the bill of table ${number}`, exact: true });
  const split = (number: string, n: number) =>
    bill(number)
      .getByRole('list', { name: `Splits of table ${number}`, exact: true })
      .getByRole('listitem', { name: `Split ${String(n)}`, exact: true });
  const how = (paidBy: PaidBy) => (paidBy === 'cash' ? 'in cash' : 'by card');
  /** The visible words of a part's payment button. */
  const take = (paidBy: PaidBy) => (paidBy === 'cash' ? 'Take cash' : 'Take card');
  // The console names the diner when it knows them ("Paid by Maya Sim", "Maya Sim is paying").
  const STATE = /^(Paid|Paid by .+|Paying|.+ is paying|Held by .+|Free)$/;
  const STATE_TEXT: Record<SplitState, RegExp> = {
    Paid: /^Paid( by .+)?$/,
    Paying: /^(Paying|.+ is paying)$/,
    Held: /^Held by .+$/,
    Free: /^Free$/,
  };

  return {
    page,
    table,
    bill,
    async openBill(number, covers, lines) {
      const section = bill(number);
      await expect(section).toBeVisible({ timeout: 15_000 });
      const adding = (await section.getByText('No bill yet.', { exact: true }).count()) === 0;
      // The form's fold: a summary has no role; the form inside may be rendered while folded.
      await section
        .locator('summary')
        .filter({ hasText: adding ? /^Add to bill$/ : /^Open bill$/ })
        .click();
      const form = section.getByRole('form', {
        name: adding ? `Add to the bill of table ${number}` : `Open a bill at table ${number}`,
        exact: true,
      });
      await form
        .getByRole('spinbutton', { name: `Covers at table ${number}`, exact: true })
        .fill(String(covers));
      for (const line of lines) {
        await form
          .getByRole('spinbutton', {
            name: `How many ${line.name} for table ${number}`,
            exact: true,
          })
          .fill(String(line.count));
      }
      await form.getByRole('button', { name: adding ? 'Add to bill' : 'Open bill' }).click();
      await expect(status).toContainText(
        adding ? `Table ${number}: added to the bill` : `Table ${number}: bill opened`,
      );
      await expect(form).toHaveCount(0);
    },
    async splitEvenly(number, count) {
      const group = controls(number);
      await expect(group).toBeVisible({ timeout: 15_000 });
      await group
        .getByRole('spinbutton', { name: `Number of splits for table ${number}`, exact: true })
        .fill(String(count));
      const question = await confirmed(
        page,
        group.getByRole('button', {
          name: `Split evenly, table ${number}`,
          exact: true,
        }),
      );
      expect(question).toBe(
        `Split the bill of table ${number} evenly in ${String(count)}? The diners' phones show the new split.`,
      );
      await expect(status).toContainText(`Table ${number}: bill split evenly in ${String(count)}`);
    },
    async splitByItem(number) {
      const group = controls(number);
      await expect(group).toBeVisible({ timeout: 15_000 });
      const question = await confirmed(
        page,
        group.getByRole('button', {
          name: `Split by item, table ${number}`,
          exact: true,
        }),
      );
      expect(question).toBe(
        `Split the bill of table ${number} by item? Each diner picks what they pay on their phone.`,
      );
      await expect(status).toContainText(`Table ${number}: bill split by item`);
    },
    async undoSplit(number) {
      const group = controls(number);
      await expect(group).toBeVisible({ timeout: 15_000 });
      const question = await confirmed(
        page,
        group.getByRole('button', { name: `Undo split, table ${number}`, exact: true }),
      );
      expect(question).toBe(`Undo the split of table ${number}? The bill is paid as one again.`);
      await expect(status).toContainText(`Table ${number}: split undone`);
    },
    split,
    async expectSplitState(number, n, state) {
      const badge = split(number, n).getByText(STATE_TEXT[state]);
      await expect(badge).toBeVisible({ timeout: 15_000 });
    },
    async splitState(number, n) {
      const text = (await split(number, n).getByText(STATE).innerText()).trim();
      if (text.startsWith('Held by ')) return 'Held';
      if (text.startsWith('Paid')) return 'Paid';
      if (text === 'Paying' || text.endsWith(' is paying')) return 'Paying';
      return text as SplitState;
    },
    async takeSplit(number, n, paidBy) {
      const row = split(number, n);
      await expect(row).toBeVisible({ timeout: 15_000 });
      const shown = shownAmount(await row.innerText());
      const question = await confirmed(
        page,
        row.getByRole('button', {
          name: `${take(paidBy)}: Split ${String(n)}, table ${number}`,
          exact: true,
        }),
      );
      expect(question).toBe(
        `Take ${shown} ${how(paidBy)} for split ${String(n)} of table ${number}?`,
      );
      await expect(status).toContainText(
        new RegExp(
          `Table ${tableNumber(number)}: (split ${String(n)} paid|the bill is paid in full)`,
        ),
      );
      return shown;
    },
    async takePart(number, name, paidBy) {
      const row = bill(number)
        .getByRole('list', { name: `Diners' parts of table ${number}`, exact: true })
        .getByRole('listitem', { name, exact: true });
      await expect(row).toBeVisible({ timeout: 15_000 });
      const shown = shownAmount(await row.innerText());
      const question = await confirmed(
        page,
        row.getByRole('button', {
          name: `${take(paidBy)}: ${name}, table ${number}`,
          exact: true,
        }),
      );
      expect(question).toBe(
        `Take ${shown} ${how(paidBy)} for the part of ${name} at table ${number}?`,
      );
      await expect(status).toContainText(
        new RegExp(
          `Table ${tableNumber(number)}: (the part of ${name} paid|the bill is paid in full)`,
        ),
      );
      return shown;
    },
    async takeRest(number, paidBy) {
      const button = bill(number).getByRole('button', {
        name: `Take the rest ${how(paidBy)}, table ${number}`,
        exact: true,
      });
      await expect(button).toBeVisible({ timeout: 15_000 });
      const question = await confirmed(page, button);
      const shown = shownAmount(question);
      expect(question).toBe(
        `Take the rest of the bill of table ${number}, ${shown}, ${how(paidBy)}?`,
      );
      await expect(status).toContainText(`Table ${number}: the bill is paid in full`);
      return shown;
    },
    async expectTableFree(number) {
      const card = table(number);
      await expect(card.getByRole('heading')).toHaveAccessibleName(
        new RegExp(`^Table ${tableNumber(number)}.*Free$`),
        { timeout: 15_000 },
      );
      await expect(bill(number).getByText('No bill yet.', { exact: true })).toBeVisible();
    },
  };
}

/**
 * Opens the POS console (signed in with the demo's staff token, on the outlet) in a context of
 * its own, as the staff's tablet, for its tables view.
 */
export async function openBillConsole(browser: Browser, outletId: number): Promise<BillConsole> {
  const pos = await openPosConsole(browser, outletId);
  await expect(pos.page.getByRole('heading', { name: 'Tables', exact: true })).toBeVisible();
  return { ...billConsole(pos.page), close: () => pos.close() };
}
