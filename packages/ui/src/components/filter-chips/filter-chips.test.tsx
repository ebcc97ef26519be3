import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { FilterChips, type FilterChip } from './filter-chips';

const chips: FilterChip[] = [
  { id: 'nuts', name: 'No nuts', icon: 'nuts', pressed: true },
  { id: 'milk', name: 'No dairy', icon: 'milk', pressed: false },
  { id: 'veg', name: 'Vegetarian', icon: 'veg', pressed: false },
];

describe('FilterChips', () => {
  it('names the group and says which chips are on', async () => {
    await renderInTheme(<FilterChips label="Dietary filters" chips={chips} onToggle={vi.fn()} />);
    const group = page.getByRole('group', { name: 'Dietary filters' });
    await expect.element(group).toBeVisible();
    await expect
      .element(group.getByRole('button', { name: 'No nuts' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(group.getByRole('button', { name: 'No dairy' }))
      .toHaveAttribute('aria-pressed', 'false');
  });

  it('calls onToggle with the chip tapped', async () => {
    const onToggle = vi.fn();
    await renderInTheme(<FilterChips label="Dietary filters" chips={chips} onToggle={onToggle} />);
    await page.getByRole('button', { name: 'Vegetarian' }).click();
    expect(onToggle).toHaveBeenCalledExactlyOnceWith('veg');
  });

  it('offers to clear while a chip is on, and only then', async () => {
    const onClear = vi.fn();
    const { rerender } = await renderInTheme(
      <FilterChips
        label="Dietary filters"
        chips={chips}
        onToggle={vi.fn()}
        clearLabel="Clear filters"
        onClear={onClear}
      />,
    );
    await page.getByRole('button', { name: 'Clear filters' }).click();
    expect(onClear).toHaveBeenCalledOnce();
    await rerender(
      <FilterChips
        label="Dietary filters"
        chips={chips.map((chip) => ({ ...chip, pressed: false }))}
        onToggle={vi.fn()}
        clearLabel="Clear filters"
        onClear={onClear}
      />,
    );
    await expect
      .element(page.getByRole('button', { name: 'Clear filters' }))
      .not.toBeInTheDocument();
  });

  it('gives every chip a 44 × 44 px target', async () => {
    const { container } = await renderInTheme(
      <FilterChips label="Dietary filters" chips={chips} onToggle={vi.fn()} />,
    );
    for (const button of container.querySelectorAll('button')) {
      const box = button.getBoundingClientRect();
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  });

  it('starts on the right in Arabic', async () => {
    const { container } = await renderInTheme(
      <FilterChips label="تصفية" chips={chips} onToggle={vi.fn()} />,
      { dir: 'rtl' },
    );
    const [first, second] = [...container.querySelectorAll('li')].map((li) =>
      li.getBoundingClientRect(),
    );
    expect(first?.right).toBeGreaterThan(second?.right ?? Infinity);
  });

  it('shows nothing without chips', async () => {
    const { container } = await renderInTheme(
      <FilterChips label="Dietary filters" chips={[]} onToggle={vi.fn()} />,
    );
    expect(container.querySelector('[role="group"]')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = await renderInTheme(
      <FilterChips
        label="Dietary filters"
        chips={chips}
        onToggle={vi.fn()}
        clearLabel="Clear filters"
        onClear={vi.fn()}
      />,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
