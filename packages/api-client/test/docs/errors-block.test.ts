import { describe, expect, it } from 'vitest';
import { describeAction, renderErrorsTable } from '../../scripts/docs/errors-block';
import { ERROR_CATALOGUE } from '../../src/errors/index';

describe('renderErrorsTable', () => {
  const lines = renderErrorsTable().split('\n');

  it('has a header, a rule and one row per catalogue entry, aligned as Prettier prints it', () => {
    expect(lines).toHaveLength(Object.keys(ERROR_CATALOGUE).length + 2);
    expect(lines[0]).toMatch(/^\| Id +\| Spec rows +\| Situation +\| Shown +\| Then +\|/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it("prints the spec's words and the action of an entry", () => {
    const row = lines.find((line) => line.startsWith('| `items_unavailable`')) ?? '';
    expect(row).toContain("'Item/s unavailable' / 'Sorry, some items in your cart are sold out.");
    expect(row).toContain('redirect /order-details');
  });
});

describe('describeAction', () => {
  it('says where a redirect goes and after how long', () => {
    expect(describeAction({ type: 'redirect', to: '/', delayMs: 5000 })).toBe(
      'redirect / after 5 s',
    );
    expect(describeAction({ type: 'sign_up' })).toBe('sign up');
  });
});
