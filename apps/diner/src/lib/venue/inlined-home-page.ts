import { HOME_PAGE_SCRIPT_ID, homePageSchema } from '@tabula/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { parseObjectInTasks } from '../tasks/parse-object-in-tasks';
import { homePageQuery } from './home-page';

/**
 * Seeds the query cache with the home page configuration the server inlined into the page, so
 * the first paint of the menu does not wait for a `/pages/home` round trip. The data is checked
 * with the contract's schema like any answer; anything unreadable is ignored (the app then calls
 * as usual). The element is removed: the data is only fresh for this page load. The check runs
 * in short tasks (parse-object-in-tasks.ts): on a slow phone it is the longest step of the start.
 */
export async function seedInlinedHomePage(
  queryClient: QueryClient,
  root: Document = document,
): Promise<void> {
  const element = root.getElementById(HOME_PAGE_SCRIPT_ID);
  if (element === null) return;
  element.remove();
  let data: unknown;
  try {
    data = JSON.parse(element.textContent || 'null');
  } catch {
    return;
  }
  const parsed = await parseObjectInTasks(homePageSchema, data);
  if (parsed !== null) queryClient.setQueryData(homePageQuery().queryKey, parsed);
}
