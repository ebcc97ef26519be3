import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/seed/seed-demo';
import { createSession, loadSession } from '../src/session/session-store';
import { sql } from 'drizzle-orm';
for (const dataDir of ['memory://', '/tmp/t16/qdata']) {
  const db = await openDatabase({ dataDir });
  const seed = await seedDemo(db.db);
  const s = await createSession(db.db, { companyId: seed.cafe.companyId, outletId: seed.cafe.outletId, tableId: null, qrSource: 'default', qrType: 'walk-in', dineMode: null });
  for (const [name, f] of [['select 1', () => db.db.execute(sql`select 1`)], ['loadSession', () => loadSession(db.db, s.id)]] as const) {
    for (let i = 0; i < 200; i++) await f();
    const t = performance.now(); for (let i = 0; i < 2000; i++) await f();
    console.log(dataDir, name, ((performance.now() - t) / 2000 * 1000).toFixed(0), 'us');
  }
  await db.close();
}
