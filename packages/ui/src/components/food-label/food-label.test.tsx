import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ICON_PATHS } from '../../icons/icon-paths';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { FOOD_LABEL_ICONS, FOOD_LABEL_TAGS, FoodLabel } from './food-label';

describe('FoodLabel', () => {
  it('has an icon for each of the nine A§3 tags', () => {
    expect(FOOD_LABEL_TAGS).toHaveLength(9);
    for (const tag of FOOD_LABEL_TAGS) expect(ICON_PATHS[FOOD_LABEL_ICONS[tag]]).toBeTruthy();
  });

  it('draws the tag’s icon beside the name it is given', async () => {
    const { container } = await renderInTheme(<FoodLabel tag="milk" name="Dairy" />);
    await expect.element(page.getByText('Dairy')).toBeVisible();
    expect(container.querySelector('path')?.getAttribute('d')).toBe(ICON_PATHS.milk);
    // The icon is decorative here: the name beside it says it.
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('names a lone icon for screen readers', async () => {
    await renderInTheme(<FoodLabel tag="very-spicy" name="Very Spicy" display="icon" />);
    await expect.element(page.getByRole('img', { name: 'Very Spicy' })).toBeInTheDocument();
    expect(page.getByText('Very Spicy').elements()).toHaveLength(0);
  });

  it('colours vegetarian green and non-vegetarian red', async () => {
    const { container } = await renderInTheme(
      <>
        <FoodLabel tag="veg" name="Veg" />
        <FoodLabel tag="non-veg" name="Non-Veg" />
      </>,
    );
    const [veg, nonVeg] = [...container.querySelectorAll('svg')].map(
      (svg) => getComputedStyle(svg).color,
    );
    expect(veg).toBe('rgb(6, 118, 71)');
    expect(nonVeg).toBe('rgb(180, 35, 24)');
  });

  it('has no accessibility violations, with names or icons alone', async () => {
    const { container } = await renderInTheme(
      <>
        {FOOD_LABEL_TAGS.map((tag) => (
          <FoodLabel key={tag} tag={tag} name={tag} />
        ))}
        {FOOD_LABEL_TAGS.map((tag) => (
          <FoodLabel key={tag} tag={tag} name={tag} display="icon" />
        ))}
      </>,
      { dir: 'rtl' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
