import { expect, test } from './support/test';
import {
  compareWithBudget,
  describeFiles,
  FIRST_LOAD_BUDGET_FILE,
  measureFirstLoad,
  readFirstLoadBudget,
} from '../scripts/first-load.mjs';
import { venue } from './support/demo';

/*
 * Issue 33, "add a budget check ... so a change that grows the first load is seen in its own
 * commit": a scan of the cafe's counter loads /, and the gzipped JavaScript and CSS it fetches
 * until the network is idle (measured as the bench measures it, scripts/first-load.mjs) must stay
 * within scripts/first-load-budget.json. A change that needs more raises the budget in the same
 * commit, where the reviewer sees it; docs/performance.md, "Issue 33".
 */

test('the first load of / after a scan stays within its budget', async ({ page }) => {
  const counter = venue('cafe').links.Counter;
  if (counter === undefined) throw new Error('the cafe has no counter in the start banner');
  const transfer = await measureFirstLoad(page, counter);
  expect(new URL(transfer.finalUrl).pathname).toBe('/');

  const verdicts = compareWithBudget(transfer, await readFirstLoadBudget());
  for (const verdict of verdicts) console.log(`[budget] ${verdict.line}`);
  test.info().annotations.push({
    type: 'first load',
    description: verdicts.map((verdict) => verdict.line).join('; '),
  });
  const over = verdicts.filter((verdict) => verdict.overKb > 0);
  expect(
    over.flatMap((verdict) => [verdict.line, ...describeFiles(transfer, verdict.kind)]),
    `the first load of / is over ${FIRST_LOAD_BUDGET_FILE}; a change that needs more raises ` +
      'the budget in the same commit',
  ).toEqual([]);
});
