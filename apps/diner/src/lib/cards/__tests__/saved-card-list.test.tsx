import type { SavedCard } from '@tabula/api-client';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '@test/render-app';
import { SavedCardList } from '../saved-card-list';

const cards: SavedCard[] = [
  {
    id: 11,
    card_token: 'tok_visa',
    brand: 'visa',
    last4: '4242',
    card_last_4_digits: '4242',
    exp_month: 4,
    exp_year: 2099,
  },
  {
    id: 12,
    card_token: 'tok_mc',
    brand: 'mastercard',
    last4: '4444',
    card_last_4_digits: '4444',
    exp_month: 12,
    exp_year: 2034,
  },
];

const TODAY = new Date(2026, 10, 26);
const deleteButtons = () => page.getByRole('button', { name: 'Delete card' });
const dialog = () => page.getByRole('dialog', { name: 'Delete this card?' });

async function renderList() {
  const onDelete = vi.fn<(card: SavedCard) => void>();
  await renderApp(
    <SavedCardList cards={cards} today={TODAY} deletingId={null} onDelete={onDelete} />,
  );
  return onDelete;
}

// The list is shared by the profile and the checkout, so both ask the same question.
describe('SavedCardList, deleting a card', () => {
  it('asks first, naming the card, and deletes nothing yet', async () => {
    const onDelete = await renderList();
    await deleteButtons().nth(1).click();
    await expect
      .element(
        dialog().getByText('Mastercard ending in 4444 will be removed from your saved cards.'),
      )
      .toBeVisible();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('Keep card closes the question and keeps the card', async () => {
    const onDelete = await renderList();
    await deleteButtons().first().click();
    await dialog().getByRole('button', { name: 'Keep card' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    expect(page.getByText('Expires 04/99').elements()).toHaveLength(1);
  });

  it('Close keeps the card too', async () => {
    const onDelete = await renderList();
    await deleteButtons().first().click();
    await dialog().getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('Delete card deletes the card asked about, once', async () => {
    const onDelete = await renderList();
    await deleteButtons().nth(1).click();
    await dialog().getByRole('button', { name: 'Delete card' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledWith(cards[1]);
  });

  it('asks in the diner’s language', async () => {
    const onDelete = vi.fn<(card: SavedCard) => void>();
    await renderApp(
      <SavedCardList cards={cards} today={TODAY} deletingId={null} onDelete={onDelete} />,
      { locale: 'zh' },
    );
    await page.getByRole('button', { name: '删除银行卡' }).first().click();
    const asked = page.getByRole('dialog', { name: '删除这张卡？' });
    await expect.element(asked.getByRole('button', { name: '保留此卡' })).toBeVisible();
    await expect.element(asked.getByRole('button', { name: '删除银行卡' })).toBeVisible();
  });
});
