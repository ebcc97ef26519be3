import type { Page } from '@playwright/test';
import { demo } from './demo';

/**
 * Marks an item sold out, or back in stock, at an outlet through the POS staff API
 * (`POST /pos/api/outlets/{id}/stock`, docs/server.md), as the restaurant's staff would.
 */
export async function setSoldOut(
  page: Page,
  outletId: number,
  itemId: number,
  soldOut: boolean,
): Promise<void> {
  const answer = await page.request.post(`/pos/api/outlets/${String(outletId)}/stock`, {
    headers: { Authorization: `Bearer ${demo().staffToken}` },
    data: { item_id: itemId, sold_out: soldOut },
  });
  if (!answer.ok()) {
    throw new Error(`POST stock answered ${String(answer.status())}: ${await answer.text()}`);
  }
}
