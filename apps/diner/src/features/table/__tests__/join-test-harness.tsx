import type { HomePage } from '@test/fixtures/home-page';
import { json, mockApi } from '@test/support/order-screens';
import { renderApp } from '@test/render-app';
import type { Locale } from '@tabula/api-client';
import { TableJoinHost } from '../components/table-join-host';
import type { TableStatusAnswer } from '../utils/join-flow';
import { openTabHomePage } from './table-fixtures';

/*
 * The table feature's component tests share this harness: the API answered by path and the
 * host rendered over an open-tab home page. The fakes of the realtime client and the join timers
 * are in join-test-fakes.ts, which imports no component (vi.mock factories load it).
 */

/** The calls the app made: path, method and parsed body. */
export interface SentCall {
  path: string;
  body: unknown;
}

/** Answers of the table's calls; unanswered paths get a 500. */
export interface TableApi {
  status?: () => Response;
  join?: () => Response;
  authorize?: () => Response;
  joinOrder?: () => Response;
  /**
   * The home page configuration the app reads again after a call (its invalidations); a signed-in
   * diner at T5 by default.
   */
  home?: HomePage;
}

const TABLE = 5;
export const STATUS_PATH = `/dine-in/v1/tables/${String(TABLE)}/status`;
export const JOIN_PATH = `/dine-in/open-tab/v1/tables/${String(TABLE)}/join`;
export const AUTHORIZE_PATH = `/dine-in/open-tab/v1/tables/${String(TABLE)}/authorize-join`;
export const joinOrderPath = (orderId: number) =>
  `/dine-in/open-tab/v2/orders/${String(orderId)}/join`;

/** Answers the table's calls by path and records what was sent. */
export function answerTableCalls(api: TableApi, sent: SentCall[]) {
  const record = (path: string, answer: (() => Response) | undefined) => (body: unknown) => {
    sent.push({ path, body });
    return answer?.() ?? json({ error: `no answer for ${path}` }, 500);
  };
  return mockApi({
    '/pages/home': () => json(api.home ?? openTabHomePage()),
    [STATUS_PATH]: record(STATUS_PATH, api.status),
    [JOIN_PATH]: record(JOIN_PATH, api.join),
    [AUTHORIZE_PATH]: record(AUTHORIZE_PATH, api.authorize),
    [joinOrderPath(9001)]: record(joinOrderPath(9001), api.joinOrder),
  });
}

/** A status answer as the server sends it. */
export const statusAnswer = (answer: TableStatusAnswer) => () => json(answer);

/** An error answer with the server's error body. */
export const refusal = (status: number, error: string, errorId?: string) => () =>
  json({ error, ...(errorId === undefined ? {} : { error_id: errorId }) }, status);

/**
 * Renders the table host over the home page, its open-tab part (loaded lazily by the host) loaded
 * first: a test's polls then time what the host does, not the module's first transform.
 */
export async function renderHost(
  homePage: HomePage,
  options: { path?: string; locale?: Locale } = {},
) {
  await import('../components/open-tab-join');
  return renderApp(<TableJoinHost />, { homePage, theme: true, ...options });
}
