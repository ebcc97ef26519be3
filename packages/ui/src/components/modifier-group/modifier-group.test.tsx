import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { ModifierGroup, type ModifierGroupProps, type ModifierOption } from './modifier-group';

const options: ModifierOption[] = [
  { id: 'cheese', name: 'Extra cheese', price: '+ AED 3.00', selected: false },
  { id: 'olives', name: 'Olives', price: '+ AED 2.00', selected: false },
  { id: 'onion', name: 'Onion', selected: false },
];

function group(props: Partial<ModifierGroupProps> = {}) {
  return (
    <ModifierGroup
      title="Add toppings"
      kind="multi_select"
      options={options}
      onChange={vi.fn()}
      decreaseLabel="Remove one"
      increaseLabel="Add one more"
      {...props}
    />
  );
}

describe('ModifierGroup', () => {
  it('is a radio group for a single choice, and reports the choice with a count of 1', async () => {
    const onChange = vi.fn();
    await renderInTheme(group({ kind: 'single_select', onChange, title: 'Size' }));
    const radios = page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio');
    expect(radios.elements()).toHaveLength(3);
    await userEvent.click(page.getByRole('radio', { name: 'Olives' }));
    expect(onChange).toHaveBeenCalledWith('olives', 1);
  });

  it('is a group of checkboxes for several choices: 1 when ticked, 0 when cleared', async () => {
    const onChange = vi.fn();
    await renderInTheme(
      group({
        onChange,
        options: options.map((option) => ({ ...option, selected: option.id === 'olives' })),
      }),
    );
    expect(page.getByRole('radiogroup').elements()).toHaveLength(0);
    await userEvent.click(page.getByRole('checkbox', { name: 'Extra cheese' }));
    expect(onChange).toHaveBeenLastCalledWith('cheese', 1);
    await userEvent.click(page.getByRole('checkbox', { name: 'Olives' }));
    expect(onChange).toHaveBeenLastCalledWith('olives', 0);
  });

  it('uses steppers in a quantity group, and stops + at the group maximum', async () => {
    const onChange = vi.fn();
    await renderInTheme(
      group({
        kind: 'quantity_selector',
        onChange,
        options: [
          { id: 'garlic', name: 'Garlic sauce', selected: true, count: 2, canIncrement: false },
          {
            id: 'hot',
            name: 'Hot sauce',
            selected: false,
            count: 0,
            disabled: true,
            canIncrement: false,
          },
        ],
      }),
    );
    const garlic = page.getByRole('group', { name: 'Garlic sauce' });
    await expect.element(garlic).toHaveTextContent('2');
    await expect
      .element(garlic.getByRole('button', { name: 'Add one more' }))
      .toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(garlic.getByRole('button', { name: 'Add one more' }), { force: true });
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(garlic.getByRole('button', { name: 'Remove one' }));
    expect(onChange).toHaveBeenCalledWith('garlic', 1);
    const hot = page.getByRole('group', { name: 'Hot sauce' });
    await expect.element(hot.getByRole('button', { name: 'Add one more' })).toBeDisabled();
  });

  it('shows each option’s extra price, read as its description', async () => {
    await renderInTheme(group());
    await expect
      .element(page.getByRole('checkbox', { name: 'Extra cheese' }))
      .toHaveAccessibleDescription('+ AED 3.00');
  });

  it('disables the options the app marks at the maximum', async () => {
    await renderInTheme(
      group({
        options: [
          { id: 'cheese', name: 'Extra cheese', selected: true },
          { id: 'olives', name: 'Olives', selected: false, disabled: true },
        ],
      }),
    );
    await expect.element(page.getByRole('checkbox', { name: 'Olives' })).toBeDisabled();
    await expect.element(page.getByRole('checkbox', { name: 'Extra cheese' })).toBeEnabled();
  });

  it('reads the rule and the counter as the group’s description', async () => {
    await renderInTheme(group({ hint: 'Please choose maximum of 2', counter: '1 of 2' }));
    await expect
      .element(page.getByRole('group', { name: 'Add toppings' }))
      .toHaveAccessibleDescription('Please choose maximum of 2 1 of 2');
  });

  it('shows the error while the minimum is not met, in a live region, described on the group', async () => {
    const { container } = await renderInTheme(
      group({ hint: 'Please choose 1', error: 'Choose at least 1 to add this item' }),
    );
    const error = page.getByText('Choose at least 1 to add this item');
    await expect.element(error).toBeVisible();
    expect(error.element().closest('[aria-live="polite"]')).not.toBeNull();
    await expect
      .element(page.getByRole('group', { name: 'Add toppings' }))
      .toHaveAccessibleDescription('Please choose 1 Choose at least 1 to add this item');
    expect(getComputedStyle(page.getByText('Please choose 1').element()).color).toBe(
      'rgb(180, 35, 24)',
    );
    expect(container.querySelector('[aria-live="polite"] p')).not.toBeNull();
  });

  it('marks every choice invalid while the group is in error, and none otherwise', async () => {
    const { rerender } = await renderInTheme(group({ error: 'Choose at least 1' }));
    for (const box of page.getByRole('checkbox').all()) {
      await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    }
    await rerender(group({ kind: 'single_select' }));
    for (const radio of page.getByRole('radio').all()) {
      await expect.element(radio).not.toHaveAttribute('aria-invalid');
    }
  });

  it('puts the counter at the end of the line: on the left in Arabic', async () => {
    await renderInTheme(
      group({ title: 'أضف الإضافات', hint: 'يرجى اختيار 2 كحد أقصى', counter: '1 من 2' }),
      {
        dir: 'rtl',
      },
    );
    const hint = page.getByText('يرجى اختيار 2 كحد أقصى').element().getBoundingClientRect();
    const counter = page.getByText('1 من 2').element().getBoundingClientRect();
    expect(counter.right).toBeLessThan(hint.left);
  });

  it('gives every option a 44 px row', async () => {
    await renderInTheme(group());
    for (const box of page.getByRole('checkbox').elements()) {
      expect(box.closest('label')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  });

  it('has no accessibility violations in any kind, with an error, on either brand', async () => {
    const { container } = await renderInTheme(
      <>
        {group({ kind: 'single_select', title: 'Size', hint: 'Please choose 1' })}
        {group({ error: 'Choose at least 1', counter: '0 of 2' })}
        {group({
          kind: 'quantity_selector',
          title: 'Sauces',
          options: options.map((option) => ({ ...option, count: 0 })),
        })}
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
