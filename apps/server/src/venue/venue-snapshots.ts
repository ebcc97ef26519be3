import {
  advertisementSchema,
  companySchema,
  menuSchema,
  type Advertisement,
  type Company,
  type Menu,
  type OutOfStockItem,
  type PaymentType,
} from '@tabula/api-client';
import { filterVisibleCategories } from '@tabula/engine';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { providerConfigured, publicPaymentTypes } from '../card-payments/public-payment-types';
import type { Database } from '../db/client';
import { diningTables, outlets } from '../db/schema';
import { apartFromTransaction } from '../db/transaction-check';
import { notFound } from '../http/http-error';
import type { SessionRecord } from '../session/session-store';
import { withPublicImages } from './image-url';
import { loadVenue, outletTime, type Venue } from './venue';

/*
 * Per-outlet venue snapshots (issue 16). A diner's every screen needs the venue (company, outlet,
 * menu, sold-out items, promotions, advertisements, tables), which is the same for every diner of
 * an outlet until the restaurant changes something. It is read from the database and prepared
 * (parsed, pictures moved onto the public address) once, then shared by every request.
 *
 * Invalidation goes through the database, so it holds across server processes: triggers move the
 * outlet's venue_version on every change to what the venue is built from (migration 0003), and
 * every request reads that version together with the diner's session (session-store.ts
 * loadSession), at no extra query. A request whose version is newer than the snapshot's builds a
 * new one, so no request that starts after a POS change commits is answered from an older menu.
 * A schedule boundary is not a change of data: the visible menu is worked out again when the
 * outlet's minute changes (`menuAt`).
 */

/** The menu as a diner sees it at one moment: scheduled categories, pictures on the public address. */
export interface ScheduledMenu {
  menu: Omit<Menu, 'out_of_stock_items'>;
  out_of_stock_items: OutOfStockItem[];
}

/** One outlet's venue at one venue_version, shared by every request until the version moves. */
export interface VenueSnapshot {
  /** The venue_version the snapshot was read at. */
  version: number;
  outletId: number;
  /**
   * The venue as stored (pictures on the stored address), without a table: what pricing reads.
   * Its payment types are the ones offered (a provider not configured is neither offered nor
   * taken).
   */
  venue: Omit<Venue, 'table'>;
  /** Every payment type the outlet stores, offered or not: what a payment already taken settles under. */
  storedPaymentTypes: Venue['paymentTypes'];
  /** The outlet's tables by id. */
  tables: ReadonlyMap<number, NonNullable<Venue['table']>>;
  /** The company with its logo on the public address. */
  publicCompany: Company;
  /** The advertisements with their pictures on the public address. */
  publicAdvertisements: Advertisement[];
  /** The payment types as diners see them (a Mastercard type with its Google Pay sheet). */
  publicPaymentTypes: PaymentType[];
  /**
   * The menu as scheduled at `now` (spec: A§4 Category visibility, A§9 weekdays 1 to 7 from
   * Sunday). The same object is answered for as long as the same categories are visible, so
   * what is derived from it (a page's serialised fields) can be kept with it.
   */
  menuAt(now: Date): ScheduledMenu;
}

/** How many outlets' snapshots one process keeps; the least recently built go first. */
const MAX_SNAPSHOTS = 256;

const storedMenuSchema = menuSchema.omit({ out_of_stock_items: true });

interface Entry {
  /** The snapshot holds every change up to at least this version. */
  atLeast: number;
  snapshot: Promise<VenueSnapshot>;
  /** The snapshot once it is built. */
  built?: VenueSnapshot;
}

/** The snapshots of one server (one AppContext), by outlet. */
export class VenueSnapshots {
  private readonly entries = new Map<number, Entry>();

  constructor(private readonly app: AppContext) {}

  /**
   * The outlet's snapshot holding every change up to `version` (the venue_version read with the
   * session); without a version, the one current now. Concurrent requests for a new version
   * share one build.
   *
   * @throws HttpError 404 when the outlet does not exist
   */
  async get(outletId: number, version?: number): Promise<VenueSnapshot> {
    const wanted = version ?? (await this.currentVersion(outletId));
    const entry = this.entries.get(outletId);
    if (entry && entry.atLeast >= wanted) return entry.snapshot;
    const fresh: Entry = { atLeast: wanted, snapshot: buildSnapshot(this.app, outletId) };
    this.entries.delete(outletId);
    this.entries.set(outletId, fresh);
    if (this.entries.size > MAX_SNAPSHOTS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    fresh.snapshot.then(
      (built) => {
        fresh.atLeast = Math.max(fresh.atLeast, built.version);
        fresh.built = built;
      },
      () => {
        // A failed build is not kept: the next request tries again.
        if (this.entries.get(outletId) === fresh) this.entries.delete(outletId);
      },
    );
    return fresh.snapshot;
  }

  /** The outlet's snapshot holding every change up to `version` if one is built, else null. */
  builtAt(outletId: number, version: number): VenueSnapshot | null {
    const entry = this.entries.get(outletId);
    return entry?.built && entry.atLeast >= version ? entry.built : null;
  }

  private currentVersion(outletId: number): Promise<number> {
    return venueVersion(this.app.db, outletId);
  }
}

const registry = new WeakMap<AppContext, VenueSnapshots>();

/** The snapshots of a server, made on first use. */
export function venueSnapshots(app: AppContext): VenueSnapshots {
  let snapshots = registry.get(app);
  if (!snapshots) {
    snapshots = new VenueSnapshots(app);
    registry.set(app, snapshots);
  }
  return snapshots;
}

/** The snapshot of a session's outlet, as new as the version read with the session. */
export function sessionSnapshot(app: AppContext, session: SessionRecord): Promise<VenueSnapshot> {
  return venueSnapshots(app).get(session.outletId, session.venueVersion);
}

/** The venue of a session, with its table, from the outlet's snapshot. */
export async function sessionVenue(app: AppContext, session: SessionRecord): Promise<Venue> {
  return venueAtTable(await sessionSnapshot(app, session), session.tableId);
}

/** Which venue to read: an outlet's, at one of its tables, and its venue_version when known. */
export interface VenueIds {
  outletId: number;
  tableId?: number | null;
  /** The outlet's venue_version as the caller's transaction read it; read here when absent. */
  version?: number;
}

/** The outlet's venue_version as `db` sees it now. @throws HttpError 404 for no such outlet */
async function venueVersion(db: Database, outletId: number): Promise<number> {
  const [row] = await db
    .select({ version: outlets.venueVersion })
    .from(outlets)
    .where(eq(outlets.id, outletId));
  if (!row) throw notFound('This outlet does not exist', 'outlet_not_found');
  return row.version;
}

/**
 * An outlet's venue as `db` sees it now, at one of its tables, for the calls that start from an
 * order, a table or a payment rather than a session (the POS's table actions, a bill and its
 * split, a card gateway's amount, a refund's precision, the POS's stock list): only the outlet's
 * venue_version is read, with `db` (so a transaction gets the version it sees; a caller that read
 * it already gives it), and the venue is the outlet's shared snapshot at that version, instead of
 * the menu, promotions and sold-out items read and parsed again on every call. Its payment types
 * are the configured ones, as in every snapshot: a payment already taken settles through
 * {@link settlingVenue}.
 *
 * @throws HttpError 404 when the outlet does not exist
 */
export async function currentVenue(app: AppContext, db: Database, ids: VenueIds): Promise<Venue> {
  const found = await builtOrStored(app, db, ids);
  return 'snapshot' in found
    ? venueAtTable(found.snapshot, ids.tableId ?? null)
    : offeredVenue(app, found.stored);
}

/**
 * An outlet's venue as {@link currentVenue} reads it, with every payment type the outlet stores,
 * offered or not: for settling a payment already taken or recording one at the counter, where a
 * provider unconfigured since the payment started still names the payment's own type (loadVenue
 * read the same, parsing the whole venue again on every payment).
 *
 * @throws HttpError 404 when the outlet does not exist
 */
export async function settlingVenue(app: AppContext, db: Database, ids: VenueIds): Promise<Venue> {
  const found = await builtOrStored(app, db, ids);
  if (!('snapshot' in found)) return found.stored;
  const { snapshot } = found;
  return {
    ...venueAtTable(snapshot, ids.tableId ?? null),
    paymentTypes: snapshot.storedPaymentTypes,
  };
}

/**
 * The outlet's snapshot at the venue_version `db` sees (or the caller read), when one is built;
 * otherwise the venue read and parsed with `db` (loadVenue), and the snapshot built beside it for
 * the next calls. Waiting for that build here could deadlock: inside a transaction on the
 * embedded PGlite (one connection), the build's queries would wait for this transaction to end:
 * the build is apart from it.
 */
async function builtOrStored(
  app: AppContext,
  db: Database,
  ids: VenueIds,
): Promise<{ snapshot: VenueSnapshot } | { stored: Venue }> {
  const version = ids.version ?? (await venueVersion(db, ids.outletId));
  const snapshots = venueSnapshots(app);
  const built = snapshots.builtAt(ids.outletId, version);
  if (built) return { snapshot: built };
  apartFromTransaction(() => snapshots.get(ids.outletId, version)).catch(() => undefined);
  return { stored: await loadVenue(db, ids) };
}

/** Reads an outlet's venue at one of its tables: {@link currentVenue} of a server, or loadVenue. */
export type VenueReader = (db: Database, ids: VenueIds) => Promise<Venue>;

/** {@link currentVenue} of a server, as a {@link VenueReader}. */
export function currentVenues(app: AppContext): VenueReader {
  return (db, ids) => currentVenue(app, db, ids);
}

/** A snapshot's venue at one of its tables (none, or one of another outlet, is no table). */
export function venueAtTable(snapshot: VenueSnapshot, tableId: number | null): Venue {
  const table = tableId === null ? null : (snapshot.tables.get(tableId) ?? null);
  return { ...snapshot.venue, table };
}

/** A payment type whose provider is not configured is neither offered nor taken (issue 31). */
function offeredVenue<V extends Omit<Venue, 'table'>>(app: AppContext, stored: V): V {
  return {
    ...stored,
    paymentTypes: stored.paymentTypes.filter((type) =>
      providerConfigured(app.config, type.payment_type),
    ),
  };
}

/**
 * Reads an outlet's venue and prepares what every request shares. The public copies are parsed
 * with the contract's schemas here, once per version, so the answers built from them need no
 * check of their own on the hot path.
 */
async function buildSnapshot(app: AppContext, outletId: number): Promise<VenueSnapshot> {
  // The version comes with the outlet row, read before everything else: the rest is at least as
  // new as the version the snapshot is labelled with.
  // Read without a table id, so its table is null; a request adds its own (venueAtTable).
  const stored = await loadVenue(app.db, { outletId });
  const venue = offeredVenue(app, stored);
  const tableRows = await app.db
    .select({ id: diningTables.id, number: diningTables.number })
    .from(diningTables)
    .where(eq(diningTables.outletId, outletId));
  const publicUrl = app.config.publicUrl;
  const publicMenu = storedMenuSchema.parse(withPublicImages(venue.menu, publicUrl));
  return {
    version: venue.version,
    outletId,
    venue,
    storedPaymentTypes: stored.paymentTypes,
    tables: new Map(tableRows.map((row) => [row.id, row])),
    publicCompany: companySchema.parse(withPublicImages(venue.company, publicUrl)),
    publicAdvertisements: z
      .array(advertisementSchema)
      .parse(withPublicImages(venue.advertisements, publicUrl)),
    publicPaymentTypes: publicPaymentTypes(venue.paymentTypes, app.config),
    menuAt: scheduledMenus(publicMenu, venue.outOfStock, venue.timeZone),
  };
}

/**
 * The scheduled menu of a moment, worked out once per outlet minute, and the same object while
 * the same categories stay visible.
 */
function scheduledMenus(
  menu: Omit<Menu, 'out_of_stock_items'>,
  outOfStock: OutOfStockItem[],
  timeZone: string,
): (now: Date) => ScheduledMenu {
  let minute = Number.NaN;
  let signature = '';
  let current: ScheduledMenu | null = null;
  return (now) => {
    // Every time zone in use is a whole number of minutes from UTC, so one UTC minute is one
    // outlet minute.
    const thisMinute = Math.floor(now.getTime() / 60_000);
    if (current && thisMinute === minute) return current;
    // The contract's published types lose the nested items of a grouped item (a recursive
    // schema), so the two type views of the same menu meet through unknown. The engine keeps the
    // objects it is given, so what comes back is still the contract's menu.
    const categories = filterVisibleCategories(
      menu.categories,
      outletTime(timeZone, now),
    ) as unknown as Menu['categories'];
    const visible = visibleIds(categories);
    minute = thisMinute;
    if (current && visible === signature) return current;
    signature = visible;
    current = { menu: { ...menu, categories }, out_of_stock_items: outOfStock };
    return current;
  };
}

/** The ids of the visible categories, nested ones included, as one text. */
function visibleIds(categories: Menu['categories']): string {
  return categories
    .map((category) => `${String(category.id)}(${visibleIds(category.categories ?? [])})`)
    .join(',');
}
