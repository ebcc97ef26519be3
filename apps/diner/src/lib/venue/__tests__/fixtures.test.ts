import { homePageSchema } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import {
  company,
  flags,
  guestUser,
  homePage,
  homePageWith,
  kuwaitCompany,
  litePlanFlags,
  loyalty,
  recentOrder,
  registeredUser,
  scanAndPaySession,
  tableSession,
} from '@test/fixtures/home-page';

// The shared fixtures must be answers the server could send: each parses with the contract.
describe('test/fixtures/home-page', () => {
  it('the home page parses with homePageSchema', () => {
    expect(homePageSchema.parse(homePage)).toEqual(homePage);
  });

  it.each([
    ['a registered member', homePageWith({ user: registeredUser, loyalty })],
    ['a guest', homePageWith({ user: guestUser })],
    [
      'the Kuwait company on the lite plan',
      homePageWith({ company: kuwaitCompany, feature_flags: litePlanFlags }),
    ],
    [
      'a table session with a confirmed order',
      homePageWith({ session: tableSession, recent_order: recentOrder('confirmed') }),
    ],
    [
      'scan-and-pay with search off',
      homePageWith({ session: scanAndPaySession, feature_flags: flags({ search: false }) }),
    ],
    [
      'a company without an announcement',
      homePageWith({ company: { ...company, announcement: null } }),
    ],
  ])('%s parses', (_name, page) => {
    expect(() => homePageSchema.parse(page)).not.toThrow();
  });

  it.each([
    'unconfirmed',
    'confirmed',
    'ready',
    'delivered',
    'rejected',
    'cancelled',
    'payment_in_progress',
  ] as const)('a recent order in status %s parses', (status) => {
    expect(() =>
      homePageSchema.parse(homePageWith({ recent_order: recentOrder(status) })),
    ).not.toThrow();
  });
});
