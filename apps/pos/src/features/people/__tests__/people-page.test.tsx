import type { PosOutlet, PosStaffMember, PosStaffSession } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderSignedIn } from '../../../../test/render-signed-in';
import { writeCsrfToken } from '../../../lib/staff-session';
import { PeoplePage } from '../people-page';

const outlet: PosOutlet = {
  id: 7,
  company_id: 3,
  company_name: 'Kopi & Kaya Cafe',
  currency: 'SGD',
  decimal_precision: 2,
  location_id: 70,
  time_zone: 'Asia/Singapore',
  tables: [],
};

const mei: PosStaffMember = {
  id: 41,
  company_id: 3,
  name: 'Mei Tan',
  email: 'mei@kopikaya.example.com',
  role: 'owner',
  outlet_id: null,
};
const farid: PosStaffMember = {
  id: 52,
  company_id: 3,
  name: 'Farid Ismail',
  email: 'farid@kopikaya.example.com',
  role: 'manager',
  outlet_id: 7,
};
const siti: PosStaffMember = {
  id: 53,
  company_id: 3,
  name: 'Siti Nur',
  email: 'siti@kopikaya.example.com',
  role: 'staff',
  outlet_id: 7,
};

/** Mei Tan, the company's owner, is signed in. */
const session: PosStaffSession = { staff: mei, csrf_token: 'staff-csrf' };

const LIST_URL = '/pos/api/staff';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * The staff API: the people as `listed()` says now, and `write(url, body)` for an addition or a
 * removal.
 */
function fakeApi(
  listed: () => PosStaffMember[],
  write: (url: string, body: Record<string, unknown>) => Response = () => json({}),
) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = urlOf(input);
    const method = init?.method ?? 'GET';
    if (url === LIST_URL && method === 'GET') return Promise.resolve(json({ staff: listed() }));
    if (method === 'POST') {
      const body = JSON.parse((init?.body as string | undefined) ?? '{}') as Record<
        string,
        unknown
      >;
      return Promise.resolve(write(url, body));
    }
    return Promise.resolve(json({ error: 'Not found', error_id: 'not_found' }, 404));
  });
}

/** The bodies POSTed to `url`, parsed. */
const postsTo = (spy: MockInstance<typeof fetch>, url: string) =>
  spy.mock.calls
    .filter(([input, init]) => urlOf(input) === url && init?.method === 'POST')
    .map(
      ([, init]) =>
        JSON.parse((init?.body as string | undefined) ?? '{}') as Record<string, unknown>,
    );

async function renderPeople() {
  return renderSignedIn(<PeoplePage outlets={[outlet]} />, session);
}

type Screen = Awaited<ReturnType<typeof renderPeople>>;

/** Fills the add form; the outlet select is left at its first outlet. */
async function fillForm(
  screen: Screen,
  person: { name: string; email: string; role: string; password: string },
) {
  const form = screen.getByRole('form', { name: 'Add a person' });
  await form.getByLabelText('Name').fill(person.name);
  await form.getByLabelText('E-mail address').fill(person.email);
  await form.getByLabelText('Role').selectOptions(person.role);
  await form.getByLabelText(/^Initial password/).fill(person.password);
  return form;
}

let confirmSpy: MockInstance<(message?: string) => boolean>;

beforeEach(() => {
  writeCsrfToken('staff-csrf');
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the company's people", () => {
  it('lists each person with their e-mail address, role and outlet', async () => {
    fakeApi(() => [mei, farid, siti]);
    const screen = await renderPeople();
    await expect.element(screen.getByRole('heading', { name: 'People' })).toBeVisible();
    const items = screen.getByRole('list', { name: "The company's people" }).getByRole('listitem');
    await expect.element(items.nth(0)).toHaveTextContent('Mei Tan');
    await expect.element(items.nth(0)).toHaveTextContent('mei@kopikaya.example.com');
    await expect.element(items.nth(0)).toHaveTextContent('Owner');
    await expect.element(items.nth(0)).toHaveTextContent('Every outlet');
    await expect.element(items.nth(1)).toHaveTextContent('Farid Ismail');
    await expect.element(items.nth(1)).toHaveTextContent('farid@kopikaya.example.com');
    await expect.element(items.nth(1)).toHaveTextContent('Manager');
    await expect.element(items.nth(1)).toHaveTextContent('Kopi & Kaya Cafe (outlet 7)');
    await expect.element(items.nth(2)).toHaveTextContent('Siti Nur');
    await expect.element(items.nth(2)).toHaveTextContent('Staff');
    await expect.element(items.nth(2)).toHaveTextContent('Kopi & Kaya Cafe (outlet 7)');
  });

  it('offers Remove for everyone but the signed-in owner', async () => {
    fakeApi(() => [mei, farid, siti]);
    const screen = await renderPeople();
    const items = screen.getByRole('list', { name: "The company's people" }).getByRole('listitem');
    await expect.element(items.nth(1).getByRole('button', { name: 'Remove' })).toBeVisible();
    await expect.element(items.nth(2).getByRole('button', { name: 'Remove' })).toBeVisible();
    await expect.element(items.nth(0).getByText('You')).toBeVisible();
    expect(items.nth(0).getByRole('button', { name: 'Remove' }).elements()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Remove' }).elements()).toHaveLength(2);
  });

  it('removes a person after a confirmation naming them, and lists the rest', async () => {
    let people = [mei, farid, siti];
    const spy = fakeApi(
      () => people,
      () => {
        people = [mei, siti];
        return new Response(null, { status: 204 });
      },
    );
    const screen = await renderPeople();
    const farids = screen.getByRole('listitem').filter({ hasText: 'Farid Ismail' });
    confirmSpy.mockReturnValueOnce(false);
    await farids.getByRole('button', { name: 'Remove' }).click();
    expect(confirmSpy).toHaveBeenCalledWith(
      'Remove Farid Ismail? They will no longer be able to sign in.',
    );
    expect(postsTo(spy, '/pos/api/staff/52/remove')).toHaveLength(0);
    await farids.getByRole('button', { name: 'Remove' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Farid Ismail was removed');
    const list = screen.getByRole('list', { name: "The company's people" });
    await expect.element(list.getByText('Farid Ismail')).not.toBeInTheDocument();
    await expect.element(list.getByText('Siti Nur')).toBeVisible();
    expect(postsTo(spy, '/pos/api/staff/52/remove')).toEqual([{}]);
  });

  it('says so when the person was already removed elsewhere', async () => {
    fakeApi(
      () => [mei, farid],
      () => json({ error: 'No such person', error_id: 'staff_not_found' }, 404),
    );
    const screen = await renderPeople();
    await screen.getByRole('button', { name: 'Remove' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Farid Ismail was already removed.');
  });
});

describe('adding a person', () => {
  it('sends a manager with their outlet and says they can sign in', async () => {
    const aisha: PosStaffMember = {
      id: 60,
      company_id: 3,
      name: 'Aisha Rahman',
      email: 'aisha@kopikaya.example.com',
      role: 'manager',
      outlet_id: 7,
    };
    let people = [mei, farid];
    const spy = fakeApi(
      () => people,
      () => {
        people = [mei, aisha, farid];
        return json({ staff: aisha });
      },
    );
    const screen = await renderPeople();
    const form = await fillForm(screen, {
      name: ' Aisha Rahman ',
      email: 'aisha@kopikaya.example.com',
      role: 'Manager',
      password: 'teh-tarik-42',
    });
    await expect
      .element(form.getByLabelText('Outlet'))
      .toHaveDisplayValue('Kopi & Kaya Cafe (outlet 7)');
    await form.getByRole('button', { name: 'Add person' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Aisha Rahman can now sign in');
    expect(postsTo(spy, LIST_URL)).toEqual([
      {
        name: 'Aisha Rahman',
        email: 'aisha@kopikaya.example.com',
        role: 'manager',
        outlet_id: 7,
        password: 'teh-tarik-42',
      },
    ]);
    await expect
      .element(screen.getByRole('listitem').filter({ hasText: 'Aisha Rahman' }))
      .toHaveTextContent('Kopi & Kaya Cafe (outlet 7)');
    // The form is emptied for the next person.
    await expect.element(form.getByLabelText('Name')).toHaveValue('');
    await expect.element(form.getByLabelText(/^Initial password/)).toHaveValue('');
  });

  it('asks for the outlet of a manager or a member of staff only, and sends an owner without one', async () => {
    const spy = fakeApi(
      () => [mei],
      (_url, body) =>
        json({
          staff: { ...mei, id: 61, name: body.name, email: body.email, outlet_id: null },
        }),
    );
    const screen = await renderPeople();
    const form = screen.getByRole('form', { name: 'Add a person' });
    const role = form.getByLabelText('Role');
    // A member of staff by default.
    await expect.element(role).toHaveDisplayValue('Staff');
    await expect.element(form.getByLabelText('Outlet')).toBeVisible();
    await role.selectOptions('Owner');
    await expect.element(form.getByLabelText('Outlet')).not.toBeInTheDocument();
    await role.selectOptions('Manager');
    await expect.element(form.getByLabelText('Outlet')).toBeVisible();
    await fillForm(screen, {
      name: 'Jun Wei Lim',
      email: 'junwei@kopikaya.example.com',
      role: 'Owner',
      password: 'kaya-toast-2026',
    });
    await form.getByRole('button', { name: 'Add person' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Jun Wei Lim can now sign in');
    expect(postsTo(spy, LIST_URL)).toEqual([
      {
        name: 'Jun Wei Lim',
        email: 'junwei@kopikaya.example.com',
        role: 'owner',
        password: 'kaya-toast-2026',
      },
    ]);
  });

  it('refuses a password under 10 characters before sending anything', async () => {
    const spy = fakeApi(() => [mei]);
    const screen = await renderPeople();
    const form = await fillForm(screen, {
      name: 'Siti Nur',
      email: 'siti@kopikaya.example.com',
      role: 'Staff',
      password: 'kopi-o',
    });
    await form.getByRole('button', { name: 'Add person' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('The password needs at least 10 characters.');
    expect(postsTo(spy, LIST_URL)).toHaveLength(0);
  });

  it('refuses a missing name and an invalid e-mail address before sending anything', async () => {
    const spy = fakeApi(() => [mei]);
    const screen = await renderPeople();
    const form = await fillForm(screen, {
      name: '  ',
      email: 'siti@kopikaya.example.com',
      role: 'Staff',
      password: 'kopi-o-kosong',
    });
    await form.getByRole('button', { name: 'Add person' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent("Enter the person's name.");
    await form.getByLabelText('Name').fill('Siti Nur');
    await form.getByLabelText('E-mail address').fill('siti at kopikaya');
    await form.getByRole('button', { name: 'Add person' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Enter a valid e-mail address.');
    expect(postsTo(spy, LIST_URL)).toHaveLength(0);
  });

  it('says in words that someone already signs in with the address', async () => {
    fakeApi(
      () => [mei, farid],
      () =>
        json(
          {
            error: 'farid@kopikaya.example.com already signs in to Tabula',
            error_id: 'email_taken',
          },
          409,
        ),
    );
    const screen = await renderPeople();
    const form = await fillForm(screen, {
      name: 'Farid Ismail',
      email: 'farid@kopikaya.example.com',
      role: 'Staff',
      password: 'nasi-lemak-99',
    });
    await form.getByRole('button', { name: 'Add person' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Someone already signs in with farid@kopikaya.example.com.');
    // What was typed stays, to correct.
    await expect.element(form.getByLabelText('Name')).toHaveValue('Farid Ismail');
  });

  it.each([
    ['outlet_needed', 'A manager or a member of staff works at one outlet: choose it.'],
    ['owner_outlet', 'An owner works at every outlet: choose no outlet.'],
    ['outlet_not_found', "That outlet is not one of the company's: choose another."],
  ])('says the refusal %s in words', async (errorId, words) => {
    fakeApi(
      () => [mei],
      () => json({ error: 'Refused', error_id: errorId }, 422),
    );
    const screen = await renderPeople();
    const form = await fillForm(screen, {
      name: 'Siti Nur',
      email: 'siti@kopikaya.example.com',
      role: 'Staff',
      password: 'kopi-o-kosong',
    });
    await form.getByRole('button', { name: 'Add person' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent(words);
  });
});
