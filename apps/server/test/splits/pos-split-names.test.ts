import type { PosBillSplit } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../pos/support/staff';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import {
  atBill,
  billSplit,
  claimQueue,
  holdScreen,
  openBill,
  payAndSettle,
  pick,
  releaseScreen,
} from './support/bills';

describe.each(DATABASE_KINDS)("the diners' names in staff's bill split on %s", (kind) => {
  let t: TestServer;
  const items = () => [
    { item_id: t.seed.cafe.items.icedLemonTea, count: 3 },
    { item_id: t.seed.cafe.items.vegCurry, count: 2 },
  ];
  const splitPath = (tableId: number) => `/pos/api/tables/${String(tableId)}/bill/split`;
  const paymentsPath = (tableId: number) => `/pos/api/tables/${String(tableId)}/bill/payments`;

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('names the holders and payers of an equal split, a nameless diner as null, and no phone number', async () => {
    const orderId = await openBill(t, items());
    const mei = await atBill(t, { name: 'Mei Tan' });
    const nameless = await atBill(t, { name: '  ' });
    const guest = await atBill(t, { guest: true });

    const split = await staff<PosBillSplit>(t, 'POST', splitPath(mei.tableId), {
      split_type: 'equal',
      split_count: 3,
    });
    expect(split.status, split.text).toBe(200);
    // Nobody holds a split yet: nobody is named.
    expect(split.body.diners).toEqual([]);

    expect((await claimQueue(mei, [mei.user.id, 0, 0])).status).toBe(204);
    expect((await claimQueue(nameless, [0, nameless.user.id, 0])).status).toBe(204);
    expect((await claimQueue(guest, [0, 0, guest.user.id])).status).toBe(204);
    const first = (await billSplit(mei, orderId)).split_bill_entries[0] ?? null;
    await payAndSettle(t, mei, orderId, first);

    const read = await staff<PosBillSplit>(t, 'GET', splitPath(mei.tableId));
    expect(read.status, read.text).toBe(200);
    expect(read.body.paid_users).toEqual([mei.user.id]);
    expect(read.body.diners).toEqual([
      { user_id: mei.user.id, name: 'Mei Tan' },
      { user_id: nameless.user.id, name: null },
      { user_id: guest.user.id, name: null },
    ]);
    // Staff read a name or nothing: never a diner's mobile number or e-mail address.
    for (const user of [mei.user, nameless.user]) {
      expect(read.text).not.toContain(user.phone);
      expect(read.text).not.toContain(user.mail);
    }

    // The counter payment answers with the names too.
    const taken = await staff<PosBillSplit>(t, 'POST', paymentsPath(mei.tableId), {
      payment_type: 'cash',
      split_id: 2,
    });
    expect(taken.status, taken.text).toBe(200);
    expect(taken.body.diners.map((diner) => diner.user_id)).toEqual([
      mei.user.id,
      nameless.user.id,
      guest.user.id,
    ]);
  });

  it("names the diner holding the item-wise screen and each entry's diner", async () => {
    const orderId = await openBill(t, items());
    const ana = await atBill(t, { name: 'Ana Rahman' });
    const split = await staff<PosBillSplit>(t, 'POST', splitPath(ana.tableId), {
      split_type: 'manual',
    });
    expect(split.status, split.text).toBe(200);
    expect((await holdScreen(ana)).status).toBe(204);

    const holding = await staff<PosBillSplit>(t, 'GET', splitPath(ana.tableId));
    expect(holding.body.manual_split_paying_user).toBe(ana.user.id);
    expect(holding.body.diners).toEqual([{ user_id: ana.user.id, name: 'Ana Rahman' }]);

    const [tea] = (await billSplit(ana, orderId)).lines;
    const picked = await pick(ana, orderId, [{ cart_id: tea?.cart_id ?? '', qty: 1 }]);
    expect(picked.status, picked.text).toBe(200);
    expect((await releaseScreen(ana)).status).toBe(204);
    const read = await staff<PosBillSplit>(t, 'GET', splitPath(ana.tableId));
    expect(read.body.manual_split_paying_user).toBeNull();
    expect(read.body.split_bill_entries.map((entry) => entry.user_id)).toEqual([ana.user.id]);
    expect(read.body.diners).toEqual([{ user_id: ana.user.id, name: 'Ana Rahman' }]);
  });
});
