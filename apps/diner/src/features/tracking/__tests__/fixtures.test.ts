import { trackingPageSchema } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { tableSession } from '@test/fixtures/home-page';
import { trackedOrder, trackingPage } from './fixtures';

// The track screen's fixtures must be answers the server could send.
describe('tracking fixtures', () => {
  it.each([
    ['a counter order', trackingPage(trackedOrder('confirmed'))],
    ['a table order', trackingPage(trackedOrder('ready'), { session: tableSession })],
  ])('%s parses with trackingPageSchema', (_name, page) => {
    expect(trackingPageSchema.parse(page)).toEqual(page);
  });
});
