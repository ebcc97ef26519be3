import type { FrameLocator } from '@playwright/test';
import { expect } from './test';

/**
 * Picks a card in the Google Pay stand-in's sheet, a frame on the sandbox's origin. The click is
 * dispatched inside the frame rather than sent as a pointer: the sheet tells our page at once and
 * our page removes the frame, sometimes while Chromium still waited for the frame's process to
 * acknowledge the pointer's release, and Playwright's click then hung for its whole timeout (a
 * journey failed so about one run in three). What the sheet does on the click is the same.
 *
 * @param sheet - the sheet's frame
 * @param label - the card's button, as the sheet shows it ("Mastercard •••• 4444")
 */
export async function pickGooglePayCard(sheet: FrameLocator, label: string): Promise<void> {
  const card = sheet.getByRole('button', { name: label });
  await expect(card).toBeVisible();
  await card.dispatchEvent('click');
}
