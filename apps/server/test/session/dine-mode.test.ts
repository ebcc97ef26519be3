import { pages, session as sessionCalls } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';

const PATH = sessionCalls.updateDineMode.path;

describe.each(DATABASE_KINDS)('dine mode on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  async function counterDiner(token: string) {
    const diner = new Diner(t.url);
    await diner.scan(token);
    return diner;
  }

  it('stores the chosen mode on the session and answers the session', async () => {
    const diner = await counterDiner(t.seed.cafe.counterToken);
    for (const type of ['take_away', 'eat_in'] as const) {
      const answer = await diner.post(PATH, { type });
      expect(answer.status).toBe(200);
      const { session } = sessionCalls.updateDineMode.response.parse(answer.body);
      expect(session.dine_mode).toBe(type);
      expect(session.sapaad_outlet_id).toBe(t.seed.cafe.outletId);
      const page = pages.signIn.response.parse((await diner.get('/pages/sign_in')).body);
      expect(page.session.dine_mode).toBe(type);
    }
  });

  it('refuses a mode the outlet does not offer with 422 invalid_service_type', async () => {
    const diner = await counterDiner(t.seed.kuwait.counterToken);
    const answer = await diner.post<{ error_id: string; error: string }>(PATH, {
      type: 'take_away',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error_id).toBe('invalid_service_type');
    const page = pages.signIn.response.parse((await diner.get('/pages/sign_in')).body);
    expect(page.session.dine_mode).toBe('eat_in');
    expect((await diner.post(PATH, { type: 'eat_in' })).status).toBe(200);
  });

  it.each([
    ['an unknown mode', { type: 'delivery' }],
    ['no mode', {}],
    ['a number', { type: 1 }],
  ])('answers 400 naming the field for %s', async (_name, body) => {
    const diner = await counterDiner(t.seed.cafe.counterToken);
    const answer = await diner.post<{ error: string; error_id: string }>(PATH, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error_id).toBe('invalid_request');
    expect(answer.body.error).toMatch(/body\.type/);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const diner = await counterDiner(t.seed.cafe.counterToken);
    const answer = await diner.post(PATH, '{not json', { 'content-type': 'application/json' });
    expect(answer.status).toBe(400);
  });

  it('needs the page’s CSRF token (403 csrf_invalid without it)', async () => {
    const diner = await counterDiner(t.seed.cafe.counterToken);
    const answer = await diner.post<{ error_id: string }>(
      PATH,
      { type: 'take_away' },
      { 'x-csrf-token': 'wrong' },
    );
    expect(answer.status).toBe(403);
    expect(answer.body.error_id).toBe('csrf_invalid');
    const page = pages.signIn.response.parse((await diner.get('/pages/sign_in')).body);
    expect(page.session.dine_mode).toBeNull();
  });

  it('needs a session (401 session_missing)', async () => {
    const answer = await new Diner(t.url).post<{ error_id: string }>(PATH, { type: 'eat_in' });
    expect(answer.status).toBe(401);
    expect(answer.body.error_id).toBe('session_missing');
  });

  it('one diner’s choice does not change another’s session', async () => {
    const first = await counterDiner(t.seed.cafe.counterToken);
    const second = await counterDiner(t.seed.cafe.counterToken);
    expect((await first.post(PATH, { type: 'take_away' })).status).toBe(200);
    const page = pages.signIn.response.parse((await second.get('/pages/sign_in')).body);
    expect(page.session.dine_mode).toBeNull();
  });
});
