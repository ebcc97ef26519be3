import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as arMessages } from '@/locales/ar/messages.po';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as zhMessages } from '@/locales/zh/messages.po';
import { formatPoints } from '../../i18n/format-points';
import { loyaltyRejectionMessage } from '../loyalty-rejection-message';

/** A message of the loyalty field in a language, for `max` points at most this order. */
function atMost(locale: string, catalog: Messages, max: string): string {
  const i18n = setupI18n({ locale, messages: { [locale]: catalog } });
  const descriptor = loyaltyRejectionMessage(
    { reason: 'exceeds_order_max_loyalty', max },
    (value) => formatPoints(value, locale),
  );
  if (descriptor === null) throw new Error('no message');
  return i18n._(descriptor);
}

// Every number meets its noun in the plural form of the diner's language ('1 point', Arabic's
// dual and its few and many).
describe('loyalty messages take the plural form of their number', () => {
  it('says 1 point and 2 points in English', () => {
    expect(atMost('en', enMessages, '1')).toBe('This order can take at most 1 point.');
    expect(atMost('en', enMessages, '2')).toBe('This order can take at most 2 points.');
    expect(atMost('en', enMessages, '1.5')).toBe('This order can take at most 1.5 points.');
  });

  it("uses Arabic's one, two, few and many forms", () => {
    expect(atMost('ar', arMessages, '1')).toContain('نقطة واحدة');
    expect(atMost('ar', arMessages, '2')).toContain('نقطتين');
    const three = atMost('ar', arMessages, '3');
    expect(three).toContain('نقاط');
    expect(three).toContain(formatPoints('3', 'ar'));
    const eleven = atMost('ar', arMessages, '11');
    expect(eleven).toContain(`${formatPoints('11', 'ar')} نقطة`);
  });

  it('keeps the one form of Chinese', () => {
    expect(atMost('zh', zhMessages, '1')).toBe('此订单最多可使用 1 积分。');
    expect(atMost('zh', zhMessages, '2')).toBe('此订单最多可使用 2 积分。');
  });
});
