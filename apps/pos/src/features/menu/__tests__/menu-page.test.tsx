import type {
  MenuItem,
  ModifierGroup,
  PosMenuEditor,
  PosOutlet,
  PosStaffSession,
} from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fakeStaffApi, json, writesOf } from '../../../../test/fake-staff-api';
import { renderSignedIn } from '../../../../test/render-signed-in';
import { activateLocale } from '../../../lib/i18n';
import { MenuPage } from '../menu-page';

/*
 * The back office's menu (issue 32): every category and dish with what is missing in each
 * language, a dish changed (only what changed is sent), added, and taken off, a price checked
 * against the currency's places before it is sent, and the server's refusal said.
 */

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

const MANAGER: PosStaffSession = {
  staff: {
    id: 41,
    company_id: 3,
    name: 'Mei Tan',
    email: 'mei@kopikaya.example.com',
    role: 'manager',
    outlet_id: 7,
  },
  csrf_token: 'staff-csrf',
};

const toast: MenuItem = {
  id: 101,
  type: 'item',
  name: 'Kaya toast',
  description: 'Coconut jam, butter',
  short_description: null,
  image_url: null,
  unit_price: '4.50',
  final_price: null,
  tags: ['veg'],
  sequence_no: 1,
  is_popular: true,
  translations: {
    ar: { name: 'توست الكايا', description: null },
    zh: { name: '咖椰吐司', description: null },
  },
  groups: [],
};

const EDITOR: PosMenuEditor = {
  menu: {
    categories: [
      {
        id: 11,
        name: 'Breakfast',
        translations: { ar: { name: 'فطور' }, zh: { name: '早餐' }, ms: { name: 'Sarapan' } },
        items: [toast],
        has_subcategory: false,
        schedules: [
          { days: [1, 2, 3, 4, 5, 6, 7], time_slots: [{ start_time: '07:00', end_time: '11:00' }] },
        ],
      },
      { id: 14, name: 'Mains', items: [], has_subcategory: false, schedules: null },
    ],
    taxes: [],
    surcharges: [],
    is_tax_inclusive: false,
  },
  languages: ['en', 'ar', 'zh', 'ms'],
  currency: 'SGD',
  decimal_precision: 2,
  version: 3,
};

/** The staff API: the menu as `shown()` says, every change answered by `write`. */
const fakeApi = (
  shown: () => PosMenuEditor,
  write: (method: string, url: string, body: unknown) => Response,
) => fakeStaffApi({ '/pos/api/outlets/7/menu/editor': shown }, write);

const changes = writesOf;

/** The menu with the toast changed. */
const withToast = (change: Partial<MenuItem>): PosMenuEditor => {
  const [breakfast, mains] = EDITOR.menu.categories;
  if (!breakfast || !mains) throw new Error('no categories');
  return {
    ...EDITOR,
    version: EDITOR.version + 1,
    menu: {
      ...EDITOR.menu,
      categories: [{ ...breakfast, items: [{ ...toast, ...change }] }, mains],
    },
  };
};

let confirmSpy: MockInstance<(message?: string) => boolean>;

beforeEach(() => {
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

/** Selects a file in an input as a person choosing it would, inside the page. */
function choose(input: HTMLInputElement, file: File) {
  const picked = new DataTransfer();
  picked.items.add(file);
  input.files = picked.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe("the back office's menu", () => {
  it('shows each category and dish with its price, labels and the names missing per language', async () => {
    fakeApi(
      () => EDITOR,
      () => json({}),
    );
    const screen = await renderSignedIn(<MenuPage outlet={outlet} />, MANAGER);
    await expect.element(screen.getByRole('heading', { name: /^Breakfast/ })).toBeVisible();
    await expect.element(screen.getByText('Kaya toast')).toBeVisible();
    await expect.element(screen.getByText('SGD 4.50')).toBeVisible();
    await expect.element(screen.getByText('Vegetarian')).toBeVisible();
    await expect.element(screen.getByText('On a schedule')).toBeVisible();
    // The toast lacks Malay; Mains lacks all three.
    await expect.element(screen.getByText('2 names missing in Malay')).toBeVisible();
    await expect.element(screen.getByText('1 name missing in Arabic')).toBeVisible();
    await expect.element(screen.getByText('Name missing in: Malay')).toBeVisible();
  });

  it('sends only the new price of a dish and shows the menu the server answers', async () => {
    let shown = EDITOR;
    const spy = fakeApi(
      () => shown,
      () => {
        shown = withToast({ unit_price: '4.80' });
        return json(shown);
      },
    );
    const screen = await renderSignedIn(<MenuPage outlet={outlet} />, MANAGER);
    await screen.getByRole('button', { name: 'Change Kaya toast' }).click();
    const form = screen.getByRole('form', { name: 'Change Kaya toast' });
    await form.getByLabelText('Price (SGD)', { exact: true }).fill('4.80');
    await form.getByRole('button', { name: 'Save the dish' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Kaya toast saved');
    expect(changes(spy)).toEqual([
      { method: 'PATCH', url: '/pos/api/outlets/7/menu/items/101', body: { unit_price: '4.80' } },
    ]);
    await expect.element(screen.getByText('SGD 4.80')).toBeVisible();
  });

  it('writes a dish’s Malay name, and refuses a price beyond two decimals without sending it', async () => {
    let shown = EDITOR;
    const spy = fakeApi(
      () => shown,
      () => {
        shown = withToast({
          translations: { ...toast.translations, ms: { name: 'Roti kaya', description: null } },
        });
        return json(shown);
      },
    );
    const screen = await renderSignedIn(<MenuPage outlet={outlet} />, MANAGER);
    await screen.getByRole('button', { name: 'Change Kaya toast' }).click();
    const form = screen.getByRole('form', { name: 'Change Kaya toast' });
    await form.getByLabelText('Price (SGD)', { exact: true }).fill('4.505');
    await form.getByRole('button', { name: 'Save the dish' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('A price is a number with at most 2 decimals in SGD.');
    expect(changes(spy)).toEqual([]);
    await form.getByLabelText('Price (SGD)', { exact: true }).fill('4.50');
    await form.getByLabelText('Name in Malay').fill('Roti kaya');
    await form.getByRole('button', { name: 'Save the dish' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Kaya toast saved');
    expect(changes(spy)).toEqual([
      {
        method: 'PATCH',
        url: '/pos/api/outlets/7/menu/items/101',
        body: {
          translations: {
            ar: { name: 'توست الكايا', description: null },
            zh: { name: '咖椰吐司', description: null },
            ms: { name: 'Roti kaya', description: null },
          },
        },
      },
    ]);
    await expect.element(screen.getByText('Name missing in: Malay')).not.toBeInTheDocument();
  });

  it('uploads a dish’s photo and saves its new address; a file too large is never sent', async () => {
    const image_url = 'https://cafe.example/images/uploads/' + 'a'.repeat(64) + '.webp';
    let shown = EDITOR;
    const spy = fakeApi(
      () => shown,
      (_method, url) => {
        if (url === '/pos/api/outlets/7/images')
          return json({ image_url, width: 1200, height: 900 });
        shown = withToast({ image_url });
        return json(shown);
      },
    );
    const screen = await renderSignedIn(<MenuPage outlet={outlet} />, MANAGER);
    await screen.getByRole('button', { name: 'Change Kaya toast' }).click();
    const form = screen.getByRole('form', { name: 'Change Kaya toast' });
    const input = form.getByLabelText(/^Upload a photo/);
    // Chosen in the page itself: the provider's upload would carry 5 MB through the test's channel.
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    choose(input.element() as HTMLInputElement, huge);
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('The photo is larger than 5 MB. Use a smaller one.');
    const gif = new File([new Uint8Array([71, 73, 70])], 'x.gif', { type: 'image/gif' });
    await input.upload(gif);
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Use a JPEG, PNG or WebP photo.');
    expect(changes(spy)).toEqual([]);
    const photo = new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'toast.png', {
      type: 'image/png',
    });
    await input.upload(photo);
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Photo uploaded: save the dish to keep it.');
    await expect
      .element(form.getByRole('img', { name: 'The dish’s picture' }))
      .toHaveAttribute('src', image_url);
    await form.getByRole('button', { name: 'Save the dish' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Kaya toast saved');
    expect(changes(spy)).toEqual([
      {
        method: 'POST',
        url: '/pos/api/outlets/7/images',
        body: {
          content_type: 'image/png',
          data: btoa(String.fromCharCode(137, 80, 78, 71, 1, 2, 3)),
        },
      },
      { method: 'PATCH', url: '/pos/api/outlets/7/menu/items/101', body: { image_url } },
    ]);
  });

  it('adds a group of options with limits, prices and names in every language; refuses limits a diner could not meet', async () => {
    const spy = fakeApi(
      () => EDITOR,
      () => json(EDITOR),
    );
    const screen = await renderSignedIn(<MenuPage outlet={outlet} />, MANAGER);
    await screen.getByRole('button', { name: 'Change Kaya toast' }).click();
    const form = screen.getByRole('form', { name: 'Change Kaya toast' });
    await form.getByRole('button', { name: 'Add a group of options' }).click();
    const group = form.getByRole('group', { name: /^Options:/ });
    await group.getByLabelText('Name of the group').fill('Eggs');
    await group.getByLabelText('The diner picks').selectOptions('A count of each option');
    await group.getByLabelText('At least').fill('3');
    await group.getByLabelText('At most (0: no limit)').fill('2');
    await group.getByLabelText('Option', { exact: true }).fill('Soft-boiled egg');
    await group.getByLabelText('Extra price (SGD)').fill('0.80');
    await form.getByRole('button', { name: 'Save the dish' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Eggs: at least 3 is more than at most 2.');
    expect(changes(spy)).toEqual([]);
    await group.getByLabelText('At least').fill('1');
    await group.getByRole('button', { name: 'Add an option to Eggs' }).click();
    await group.getByLabelText('Option', { exact: true }).nth(1).fill('Fried egg ');
    await group.getByLabelText('Extra price (SGD)').nth(1).fill('1.005');
    await form.getByRole('button', { name: 'Save the dish' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('A price is a number with at most 2 decimals in SGD.');
    await group.getByLabelText('Extra price (SGD)').nth(1).fill('1.00');
    await group.getByRole('checkbox', { name: 'Chosen at first' }).nth(1).click();
    // The group's names come first, then each option's.
    await group.getByLabelText('Name in Arabic').nth(0).fill('بيض');
    await group.getByLabelText('Name in Arabic').nth(1).fill('بيضة نصف مسلوقة');
    await expect
      .element(group.getByLabelText('Name in Arabic').nth(0))
      .toHaveAttribute('dir', 'rtl');
    await group.getByLabelText('Name in Malay').nth(0).fill('Telur');
    await form.getByRole('button', { name: 'Save the dish' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Kaya toast saved');
    expect(changes(spy)).toEqual([
      {
        method: 'PATCH',
        url: '/pos/api/outlets/7/menu/items/101',
        body: {
          groups: [
            {
              // Above every id of the menu (none has options yet).
              id: 1,
              name: 'Eggs',
              translations: { ar: { name: 'بيض' }, ms: { name: 'Telur' } },
              items: [
                {
                  id: 2,
                  name: 'Soft-boiled egg',
                  translations: { ar: { name: 'بيضة نصف مسلوقة' } },
                  unit_price: '0.80',
                  final_price: null,
                  is_default: false,
                },
                {
                  id: 3,
                  name: 'Fried egg',
                  unit_price: '1.00',
                  final_price: null,
                  is_default: true,
                },
              ],
              minimum: 1,
              maximum: 2,
              has_quantity_selector: true,
              type: 'quantity_selector',
            },
          ],
        },
      },
    ]);
  });

  it('removes an option and a whole group, and asks for a name before sending', async () => {
    const eggs: ModifierGroup = {
      id: 201,
      name: 'Eggs',
      items: [
        {
          id: 301,
          name: 'Soft-boiled egg',
          unit_price: '0.80',
          final_price: null,
          is_default: false,
        },
        { id: 302, name: 'Fried egg', unit_price: '1.00', final_price: null, is_default: false },
      ],
      minimum: 0,
      maximum: 2,
      has_quantity_selector: false,
      type: 'multiple_item',
    };
    const sambal = {
      id: 303,
      name: 'Sambal',
      unit_price: '0.50',
      final_price: null,
      is_default: false,
    };
    const sauce: ModifierGroup = { ...eggs, id: 202, name: 'Sauce', items: [sambal] };
    const withGroups: PosMenuEditor = {
      ...EDITOR,
      menu: {
        ...EDITOR.menu,
        categories: EDITOR.menu.categories.map((category) =>
          category.id === 11
            ? { ...category, items: [{ ...toast, groups: [eggs, sauce] }] }
            : category,
        ),
      },
    };
    const spy = fakeApi(
      () => withGroups,
      () => json(withGroups),
    );
    const screen = await renderSignedIn(<MenuPage outlet={outlet} />, MANAGER);
    await screen.getByRole('button', { name: 'Change Kaya toast' }).click();
    const form = screen.getByRole('form', { name: 'Change Kaya toast' });
    await form.getByRole('button', { name: 'Remove the option Soft-boiled egg' }).click();
    await form.getByRole('button', { name: 'Remove the group Sauce' }).click();
    await expect
      .element(form.getByRole('group', { name: 'Options: Sauce' }))
      .not.toBeInTheDocument();
    await form.getByRole('button', { name: 'Add an option to Eggs' }).click();
    await form.getByRole('button', { name: 'Save the dish' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Give every group of options and every option a name.');
    expect(changes(spy)).toEqual([]);
    await form.getByLabelText('Option', { exact: true }).nth(1).fill('Poached egg');
    await form.getByRole('button', { name: 'Save the dish' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Kaya toast saved');
    expect(changes(spy)).toEqual([
      {
        method: 'PATCH',
        url: '/pos/api/outlets/7/menu/items/101',
        body: {
          groups: [
            {
              ...eggs,
              items: [
                eggs.items[1],
                // Above 303, the menu's highest id.
                {
                  id: 304,
                  name: 'Poached egg',
                  unit_price: '0',
                  final_price: null,
                  is_default: false,
                },
              ],
            },
          ],
        },
      },
    ]);
  });

  it('adds a dish to a category and says the server’s refusal in its words', async () => {
    let answer = json(
      {
        error: 'menu.categories[1].items[0].unit_price: expected a decimal with at most 2 places',
        error_id: 'menu_invalid',
      },
      422,
    );
    const spy = fakeApi(
      () => EDITOR,
      () => answer,
    );
    const screen = await renderSignedIn(<MenuPage outlet={outlet} />, MANAGER);
    const form = screen.getByRole('form', { name: 'Add a dish to Mains' });
    await form.getByLabelText('New dish').fill('Laksa');
    await form.getByLabelText('Price (SGD)').fill('9.50');
    await form.getByRole('button', { name: 'Add the dish' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('expected a decimal with at most 2 places');
    answer = json(EDITOR);
    await form.getByRole('button', { name: 'Add the dish' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Laksa added to Mains');
    expect(changes(spy).at(-1)).toEqual({
      method: 'POST',
      url: '/pos/api/outlets/7/menu/items',
      body: { category_id: 14, name: 'Laksa', unit_price: '9.50' },
    });
  });

  it('takes a dish off the menu only once confirmed, and retires an empty category', async () => {
    const spy = fakeApi(
      () => EDITOR,
      () => json(EDITOR),
    );
    const screen = await renderSignedIn(<MenuPage outlet={outlet} />, MANAGER);
    confirmSpy.mockReturnValueOnce(false);
    await screen.getByRole('button', { name: 'Take off the menu Kaya toast' }).click();
    expect(changes(spy)).toEqual([]);
    await screen.getByRole('button', { name: 'Take off the menu Kaya toast' }).click();
    expect(confirmSpy).toHaveBeenLastCalledWith(
      'Take Kaya toast off the menu? Past orders keep it as it was.',
    );
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Kaya toast taken off the menu');
    // Only the empty category offers to be retired.
    await expect.element(screen.getByRole('button', { name: 'Retire the category' })).toBeVisible();
    await screen.getByRole('button', { name: 'Retire the category' }).click();
    expect(changes(spy)).toEqual([
      { method: 'POST', url: '/pos/api/outlets/7/menu/items/101/retire', body: undefined },
      { method: 'POST', url: '/pos/api/outlets/7/menu/categories/14/retire', body: undefined },
    ]);
  });

  it('renames a category and takes it off its schedule', async () => {
    const spy = fakeApi(
      () => EDITOR,
      () => json(EDITOR),
    );
    const screen = await renderSignedIn(<MenuPage outlet={outlet} />, MANAGER);
    await screen.getByRole('button', { name: 'Change the category Breakfast' }).click();
    const form = screen.getByRole('form', { name: 'Change the category Breakfast' });
    await form.getByLabelText('Name', { exact: true }).fill('Morning');
    await form.getByLabelText('Always').click();
    await form.getByRole('button', { name: 'Save the category' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Category Morning saved');
    expect(changes(spy)).toEqual([
      {
        method: 'PATCH',
        url: '/pos/api/outlets/7/menu/categories/11',
        body: { name: 'Morning', schedules: null },
      },
    ]);
  });

  it('reads right to left in Arabic, every label translated', async () => {
    fakeApi(
      () => EDITOR,
      () => json({}),
    );
    const screen = await renderSignedIn(<MenuPage outlet={outlet} />, MANAGER, 'ar');
    await expect.element(screen.getByText('Kaya toast')).toBeVisible();
    const page = screen.container.querySelector('[dir="rtl"]');
    expect(page).not.toBeNull();
    expect(screen.container.textContent).not.toContain('Take off the menu');
    expect(screen.container.textContent).not.toContain('missing in');
  });
});
