import type { TestServer } from '../../support/harness';

/** What GET /metrics answered. */
export interface Scrape {
  status: number;
  headers: Headers;
  text: string;
}

/** GET /metrics with `Authorization: Bearer {token}`, or without the header when token is null. */
export async function scrape(t: TestServer, token: string | null): Promise<Scrape> {
  const response = await fetch(`${t.url}/metrics`, {
    headers: {
      accept: 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** One sample line of the exposition text: `name{label="value",…} number`. */
const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;

/**
 * The value of the sample of `name` whose labels are exactly `labels` (in any order), or
 * undefined when there is none.
 */
export function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels);
  for (const line of text.split('\n')) {
    const match = SAMPLE_LINE.exec(line);
    if (match?.[1] !== name) continue;
    const found = new Map([...(match[2] ?? '').matchAll(LABEL)].map((m) => [m[1], m[2]]));
    if (found.size !== wanted.length) continue;
    if (wanted.every(([key, value]) => found.get(key) === value)) return Number(match[3]);
  }
  return undefined;
}

/** Scrapes until `ready` holds for the text (a socket's close reaches the server a moment later). */
export async function scrapeUntil(
  t: TestServer,
  token: string,
  ready: (text: string) => boolean,
): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const { text } = await scrape(t, token);
    if (ready(text)) return text;
    if (Date.now() > deadline) throw new Error(`metrics never became ready:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
