import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { SavedCardRow, type SavedCardRowProps } from './saved-card-row';

const base: SavedCardRowProps = {
  brand: 'Visa',
  last4: '4242',
  expiry: 'Expires 04/27',
  deleteLabel: 'Delete card',
};

describe('SavedCardRow', () => {
  it('shows the brand, the masked number and the expiry', async () => {
    await renderInTheme(<SavedCardRow {...base} />);
    await expect.element(page.getByText('Visa')).toBeVisible();
    await expect.element(page.getByText('••••')).toBeVisible();
    await expect.element(page.getByText('Expires 04/27')).toBeVisible();
  });

  it('deletes with a 44 px button that names the card it deletes', async () => {
    const onDelete = vi.fn();
    await renderInTheme(<SavedCardRow {...base} onDelete={onDelete} />);
    const button = page.getByRole('button', { name: 'Delete card' });
    await expect.element(button).toHaveAccessibleDescription('Visa 4242 Expires 04/27');
    const box = button.element().getBoundingClientRect();
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('has no delete button without a handler, and a busy one while deleting', async () => {
    const onDelete = vi.fn();
    const screen = await renderInTheme(<SavedCardRow {...base} />);
    expect(page.getByRole('button').query()).toBeNull();
    await screen.rerender(<SavedCardRow {...base} onDelete={onDelete} deleting />);
    const button = page.getByRole('button', { name: 'Delete card' });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { force: true });
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('is a radio in the selectable variant, chosen by a press anywhere on the card', async () => {
    const onSelect = vi.fn();
    await renderInTheme(
      <div role="radiogroup" aria-label="Saved cards">
        <SavedCardRow {...base} name="card" selected onSelect={vi.fn()} />
        <SavedCardRow {...base} last4="5100" name="card" onSelect={onSelect} />
      </div>,
    );
    const second = page.getByRole('radio', { name: /5100/ });
    await expect.element(page.getByRole('radio', { name: /4242/ })).toBeChecked();
    await expect.element(second).not.toBeChecked();
    await userEvent.click(page.getByText('5100'));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('gives the selectable card a 44 px target', async () => {
    await renderInTheme(<SavedCardRow {...base} name="card" onSelect={vi.fn()} />);
    const label = page.getByRole('radio').element().closest('label');
    expect(label?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it('marks an expired card in the danger colour', async () => {
    await renderInTheme(<SavedCardRow {...base} expiry="Expired 01/24" expired />);
    expect(getComputedStyle(page.getByText('Expired 01/24').element()).color).toBe(
      'rgb(180, 35, 24)',
    );
  });

  it('puts the delete button on the left in Arabic', async () => {
    await renderInTheme(<SavedCardRow {...base} brand="فيزا" onDelete={vi.fn()} />, {
      dir: 'rtl',
    });
    const button = page.getByRole('button').element().getBoundingClientRect();
    const brand = page.getByText('فيزا').element().getBoundingClientRect();
    expect(button.right).toBeLessThanOrEqual(brand.left);
  });

  it('has no accessibility violations in either variant on the light brand', async () => {
    const { container } = await renderInTheme(
      <>
        <SavedCardRow {...base} onDelete={vi.fn()} />
        <div role="radiogroup" aria-label="Saved cards">
          <SavedCardRow {...base} name="card" selected onSelect={vi.fn()} onDelete={vi.fn()} />
          <SavedCardRow {...base} name="card" last4="5100" onSelect={vi.fn()} />
        </div>
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
