import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '@test/render-app';
import { manualTimers } from '@test/support/manual-timers';
import { cleanUp } from '@test/support/order-screens';
import { scanAndPayHomePage } from '@/lib/scan-and-pay/__tests__/scan-and-pay-fixtures';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { SplitPaymentPaid } from '../components/split-payment-paid';

function paid(details: Record<string, unknown>) {
  sessionStorage.setItem(
    STORAGE_KEYS.billDetails,
    JSON.stringify({ total_amount: '8.12', tips_amount: '0.74', ...details }),
  );
}

afterEach(cleanUp);

describe('the payment-completed screen of scan-and-pay (B§2)', () => {
  it('says which equal split was paid', async () => {
    paid({ split_type: 'equal', split_number: 2, split_count: 3, item_count: null });
    await renderApp(<SplitPaymentPaid timers={manualTimers(0)} />, {
      homePage: scanAndPayHomePage(),
      path: '/payment-processing',
    });
    await expect.element(page.getByText('Payment received')).toBeVisible();
    await expect.element(page.getByText('You paid split 2 of 3.')).toBeVisible();
  });

  it('says how many items were paid', async () => {
    paid({ split_type: 'manual', split_number: null, split_count: null, item_count: 3 });
    await renderApp(<SplitPaymentPaid timers={manualTimers(0)} />, {
      homePage: scanAndPayHomePage(),
      path: '/payment-processing',
    });
    await expect.element(page.getByText('You paid for 3 items.')).toBeVisible();
  });

  it('says it in Arabic, right to left', async () => {
    paid({ split_type: 'equal', split_number: 1, split_count: 2, item_count: null });
    await renderApp(<SplitPaymentPaid timers={manualTimers(0)} />, {
      homePage: scanAndPayHomePage(),
      path: '/payment-processing',
      locale: 'ar',
    });
    const text = page.getByText('دفعت الجزء 1 من 2.');
    await expect.element(text).toBeVisible();
    expect(text.element().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });
});
