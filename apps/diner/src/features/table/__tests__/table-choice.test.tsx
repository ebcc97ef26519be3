import type { Session, TableChoice } from '@tabula/api-client';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { tableStatusQuery } from '@/lib/open-tab/table-status-query';
import { homePageQuery } from '@/lib/venue/home-page';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { recordApi, type SentCall } from '@test/support/record-api';
import { renderApp } from '@test/render-app';
import { TableChoiceHost } from '../components/table-choice-host';
import { openTabHomePage, openTabSession, tableStatus } from './table-fixtures';
import { currentResolvedError } from '@test/support/current-error';

/*
 * Issue 30: a diner on an unpaid open tab at Table 10 who scanned Table 11 is asked where they
 * are (the home page's table_choice), and the answer is sent (POST /dine-in/v1/table-choice).
 */

const CHOICE: TableChoice = {
  tab_table: { id: 10, number: '10' },
  scanned_table: { id: 11, number: '11' },
};
const atTable10: Session = { ...openTabSession, table_id: 10, table_number: '10' };
const atTable11: Session = { ...openTabSession, table_id: 11, table_number: '11' };
const asked = () => openTabHomePage({ session: atTable10, table_choice: CHOICE });
const question = () => page.getByRole('dialog', { name: 'Open tab at Table 10' });

/** Answers the choice with the session at `session`, and the home page without the question. */
const answering = (session: Session) => ({
  '/dine-in/v1/table-choice': () => json({ session }),
  '/pages/home': () => json({ ...asked(), session, table_choice: null }),
});

const render = (locale: 'en' | 'ar' = 'en', path = '/order-details') =>
  renderApp(<TableChoiceHost />, { homePage: asked(), path, locale });

const choicesSent = (sent: SentCall[]) =>
  sent.filter((call) => call.path === '/dine-in/v1/table-choice').map((call) => call.body);

beforeEach(() => {
  addCsrfToken();
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanUp();
});

describe('the table choice after a scan of another table (issue 30)', () => {
  it('asks: an open tab at Table 10, stay there or move to Table 11', async () => {
    recordApi({});
    await render();
    await expect
      .element(
        question().getByText('You have an open tab at Table 10. Stay there, or move to Table 11?'),
      )
      .toBeVisible();
    await expect
      .element(question().getByRole('button', { name: 'Stay at Table 10' }))
      .toBeVisible();
    await expect
      .element(question().getByRole('button', { name: 'Move to Table 11' }))
      .toBeVisible();
  });

  it('asks nothing when no question waits', async () => {
    recordApi({});
    await renderApp(<TableChoiceHost />, { homePage: openTabHomePage({ session: atTable10 }) });
    expect(page.getByRole('dialog').query()).toBeNull();
  });

  it('Stay sends stay about Table 11 and returns to the menu of Table 10', async () => {
    const sent = recordApi(answering(atTable10));
    const { router, queryClient } = await render();
    await question().getByRole('button', { name: 'Stay at Table 10' }).click();
    await expect.element(question()).not.toBeInTheDocument();
    expect(choicesSent(sent)).toEqual([{ choice: 'stay', table_id: 11 }]);
    await expect.poll(() => router.state.location.pathname).toBe('/');
    const home = queryClient.getQueryData(homePageQuery().queryKey);
    expect([home?.session.table_id, home?.table_choice]).toEqual([10, null]);
  });

  it('Move sends move and leaves the diner on the menu of Table 11', async () => {
    const status10 = '/dine-in/v1/tables/10/status';
    const sent = recordApi({ ...answering(atTable11), [status10]: () => json(tableStatus()) });
    // The tab's table status, read while the question waits (the join host reads it there).
    function Table10Status() {
      useQuery(tableStatusQuery(10));
      return null;
    }
    const { router, queryClient } = await renderApp(
      <>
        <Table10Status />
        <TableChoiceHost />
      </>,
      { homePage: asked(), path: '/order-details' },
    );
    await expect.poll(() => sent.filter((call) => call.path === status10)).toHaveLength(1);
    await question().getByRole('button', { name: 'Move to Table 11' }).click();
    await expect.element(question()).not.toBeInTheDocument();
    expect(choicesSent(sent)).toEqual([{ choice: 'move', table_id: 11 }]);
    await expect.poll(() => router.state.location.pathname).toBe('/');
    const home = queryClient.getQueryData(homePageQuery().queryKey);
    expect([home?.session.table_number, home?.table_choice]).toEqual(['11', null]);
    // Table 10's status is not read again: the session is no longer seated there (a 404).
    expect(sent.filter((call) => call.path === status10)).toHaveLength(1);
  });

  it('closing the question stays, as nothing moved the diner', async () => {
    const sent = recordApi(answering(atTable10));
    await render();
    await question().getByRole('button', { name: 'Close' }).click();
    await expect.element(question()).not.toBeInTheDocument();
    expect(choicesSent(sent)).toEqual([{ choice: 'stay', table_id: 11 }]);
  });

  it('an answer the server no longer waits for (409 table_choice_gone) reads the home page again, with no error', async () => {
    const sent = recordApi({
      '/dine-in/v1/table-choice': () =>
        json({ error: 'There is no question', error_id: 'table_choice_gone' }, 409),
      '/pages/home': () => json({ ...asked(), session: atTable11, table_choice: null }),
    });
    const { store } = await render();
    await question().getByRole('button', { name: 'Move to Table 11' }).click();
    await expect.element(question()).not.toBeInTheDocument();
    expect(sent.filter((call) => call.path === '/pages/home')).toHaveLength(1);
    expect(store.get(currentErrorAtom)).toBeNull();
  });

  it('any other failure is told, and the question stays to be answered', async () => {
    recordApi({ '/dine-in/v1/table-choice': () => json({ error: 'down' }, 500) });
    const { store } = await render();
    await question().getByRole('button', { name: 'Stay at Table 10' }).click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('generic');
    await expect
      .element(question().getByRole('button', { name: 'Stay at Table 10' }))
      .toBeEnabled();
  });

  it('asks in Arabic, right to left', async () => {
    recordApi({});
    await render('ar');
    const arabic = page.getByRole('dialog', { name: 'حساب مفتوح على الطاولة 10' });
    const text = arabic.getByText(
      'لديك حساب مفتوح على الطاولة 10. هل تريد البقاء هناك أم الانتقال إلى الطاولة 11؟',
    );
    await expect.element(text).toBeVisible();
    expect(text.element().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    await expect
      .element(arabic.getByRole('button', { name: 'البقاء على الطاولة 10' }))
      .toBeVisible();
    await expect
      .element(arabic.getByRole('button', { name: 'الانتقال إلى الطاولة 11' }))
      .toBeVisible();
  });
});
