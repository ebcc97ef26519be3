import { HOME_PAGE_SCRIPT_ID, homePageSchema } from '@tabula/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { homePageQuery } from './home-page';

/**
 * Seeds the query cache with the home page configuration the server inlined into the page, so
 * the first paint of the menu does not wait for a `/pages/home` round trip. The data is checked
 * with the contract's schema like any answer; anything unreadable is ignored (the app then calls
 * as usual). The element is removed: the data is only fresh for this page load.
 */
export function seedInlinedHomePage(queryClient: QueryClient, root: Document = document): void {
  const element = root.getElementById(HOME_PAGE_SCRIPT_ID);
  if (element === null) return;
  element.remove();
  let data: unknown;
  try {
    data = JSON.parse(element.textContent || 'null');
  } catch {
    return;
  }
  const parsed = homePageSchema.safeParse(data);
  if (parsed.success) queryClient.setQueryData(homePageQuery().queryKey, parsed.data);
}
