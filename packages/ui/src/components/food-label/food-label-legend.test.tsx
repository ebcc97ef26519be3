import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { FoodLabelLegend } from './food-label-legend';

const labels = [
  { tag: 'veg', name: 'Veg' },
  { tag: 'spicy', name: 'Spicy' },
  { tag: 'milk', name: 'Dairy' },
] as const;

describe('FoodLabelLegend', () => {
  it('lists each label under its heading, in the order given', async () => {
    await renderInTheme(<FoodLabelLegend title="Food labels" labels={labels} />);
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Food labels' }))
      .toBeVisible();
    const list = page.getByRole('list', { name: 'Food labels' });
    expect(
      list
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual(['Veg', 'Spicy', 'Dairy']);
  });

  it('takes the heading level of the page outline', async () => {
    await renderInTheme(<FoodLabelLegend title="Labels" labels={labels} headingLevel={3} />);
    await expect.element(page.getByRole('heading', { level: 3, name: 'Labels' })).toBeVisible();
  });

  it('shows nothing when the menu carries no labels', async () => {
    const { container } = await renderInTheme(<FoodLabelLegend title="Food labels" labels={[]} />);
    expect(container.querySelector('h2')).toBeNull();
  });

  it('starts on the right in Arabic', async () => {
    const { container } = await renderInTheme(
      <FoodLabelLegend title="رموز الأطباق" labels={labels} />,
      { dir: 'rtl' },
    );
    const [first, second] = [...container.querySelectorAll('li')].map((li) =>
      li.getBoundingClientRect(),
    );
    expect(first?.right).toBeGreaterThan(second?.right ?? Infinity);
  });

  it('has no accessibility violations', async () => {
    const { container } = await renderInTheme(
      <FoodLabelLegend title="Food labels" labels={labels} />,
      {
        brandColor: '#F4C430',
      },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
