import { HOME_PAGE_SCRIPT_ID } from '@tabula/api-client';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { homePage } from '@test/fixtures/home-page';
import { homePageQuery } from '../home-page';
import { seedInlinedHomePage } from '../inlined-home-page';

function inline(text: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = HOME_PAGE_SCRIPT_ID;
  script.textContent = text;
  document.head.append(script);
  return script;
}

describe('seedInlinedHomePage', () => {
  afterEach(() => {
    document.getElementById(HOME_PAGE_SCRIPT_ID)?.remove();
  });

  it('puts the inlined configuration in the cache once and removes the element', async () => {
    inline(JSON.stringify(homePage));
    const client = new QueryClient();
    await seedInlinedHomePage(client);
    expect(client.getQueryData(homePageQuery().queryKey)).toEqual(homePage);
    expect(document.getElementById(HOME_PAGE_SCRIPT_ID)).toBeNull();
  });

  it('ignores broken JSON and data that breaks the contract', async () => {
    for (const text of ['{not json', JSON.stringify({ ...homePage, company: null })]) {
      inline(text);
      const client = new QueryClient();
      await seedInlinedHomePage(client);
      expect(client.getQueryData(homePageQuery().queryKey)).toBeUndefined();
    }
  });

  it('does nothing without the element', async () => {
    const client = new QueryClient();
    await seedInlinedHomePage(client);
    expect(client.getQueryData(homePageQuery().queryKey)).toBeUndefined();
  });
});
