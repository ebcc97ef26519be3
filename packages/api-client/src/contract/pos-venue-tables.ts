import { z } from 'zod';
import { noContentSchema } from './common';
import { idSchema, nonEmptyStringSchema, urlSchema } from '../schemas/primitives';
import { dineModeSchema } from '../schemas/session';
import { defineEndpoint } from './endpoint';
import { posIdParamsSchema } from './pos';
import { posQrTokenParamsSchema } from './pos-qr-codes';

/*
 * The tables and counters of the back office (issue 32): an outlet's places with their printed
 * codes, and a table or a counter added, changed or retired. The same rules as the venue file's
 * import (a place in use is never retired; a retired place keeps its rows, its code opens the
 * invalid-table page). The spec names no such call: every path, input and answer is our choice.
 */

const CHOICE =
  'path: the spec does not show it (A§6, B§6 POS staff; issue 32 tables and counters of the back office)';

/** How a table's code starts a session (A§1): pay first, an open tab, or scan and pay. */
export const tableQrSourceSchema = z.enum(['dine_pf', 'dine_ot', 'scan_and_pay']);
/** How a table's code starts a session. */
export type TableQrSource = z.infer<typeof tableQrSourceSchema>;

/** A table's number as staff and diners read it: "T1", "12", "Terrace 3". */
export const tableNumberSchema = nonEmptyStringSchema.max(20);

/** What staff call a walk-in counter: "Counter", "Counter C2". */
export const counterLabelSchema = nonEmptyStringSchema.max(40);

/** A place's open printed code: its token and the address it holds. */
export const posPlaceCodeSchema = z.object({
  token: z.string(),
  url: urlSchema,
});

/** A table as the back office shows it. */
export const posVenueTableSchema = z.object({
  id: idSchema,
  number: tableNumberSchema,
  qr_source: tableQrSourceSchema,
  /** The dine mode its code fixes; null lets the outlet's service type decide. */
  dine_mode: dineModeSchema.nullable(),
  code: posPlaceCodeSchema,
});
/** A table as the back office shows it. */
export type PosVenueTable = z.infer<typeof posVenueTableSchema>;

/** A walk-in counter as the back office shows it; its code's token names it in calls. */
export const posCounterSchema = z.object({
  label: counterLabelSchema,
  dine_mode: dineModeSchema.nullable(),
  code: posPlaceCodeSchema,
});
/** A walk-in counter as the back office shows it. */
export type PosCounter = z.infer<typeof posCounterSchema>;

/** GET /pos/api/outlets/{id}/places: the outlet's open tables and counters. */
export const posPlacesSchema = z.object({
  tables: z.array(posVenueTableSchema),
  counters: z.array(posCounterSchema),
});
/** An outlet's open tables and counters. */
export type PosPlaces = z.infer<typeof posPlacesSchema>;

/**
 * POST /pos/api/outlets/{id}/tables: a new table. dine_mode is eat_in when left out (as in the
 * venue file), null to let the outlet's service type decide.
 */
export const posNewTableBodySchema = z.strictObject({
  number: tableNumberSchema,
  qr_source: tableQrSourceSchema,
  dine_mode: dineModeSchema.nullable().optional(),
});
/** A new table, as sent. */
export type PosNewTableBody = z.output<typeof posNewTableBodySchema>;

/** PATCH /pos/api/tables/{id}: what changes; a field left out stays. */
export const posTableChangesSchema = z.strictObject({
  number: tableNumberSchema.optional(),
  qr_source: tableQrSourceSchema.optional(),
  dine_mode: dineModeSchema.nullable().optional(),
});
/** A change of a table, as sent. */
export type PosTableChanges = z.output<typeof posTableChangesSchema>;

/** POST /pos/api/outlets/{id}/counters: a new counter (null dine mode unless given). */
export const posNewCounterBodySchema = z.strictObject({
  label: counterLabelSchema,
  dine_mode: dineModeSchema.nullable().optional(),
});
/** A new counter, as sent. */
export type PosNewCounterBody = z.output<typeof posNewCounterBodySchema>;

/** PATCH /pos/api/counters/{token}: what changes; a field left out stays. */
export const posCounterChangesSchema = z.strictObject({
  label: counterLabelSchema.optional(),
  dine_mode: dineModeSchema.nullable().optional(),
});
/** A change of a counter, as sent. */
export type PosCounterChanges = z.output<typeof posCounterChangesSchema>;

/** An answer carrying one table of the back office. */
export const posVenueTableResponseSchema = z.object({ table: posVenueTableSchema });
/** An answer carrying one counter of the back office. */
export const posCounterResponseSchema = z.object({ counter: posCounterSchema });

/** The table and counter calls of the back office. */
export const posVenueTables = {
  places: defineEndpoint({
    name: 'pos.places',
    method: 'GET',
    path: '/pos/api/outlets/{id}/places',
    params: posIdParamsSchema,
    response: posPlacesSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { tables, counters }, the open ones, each with its code's token and address`,
  }),
  addTable: defineEndpoint({
    name: 'pos.addTable',
    method: 'POST',
    path: '/pos/api/outlets/{id}/tables',
    params: posIdParamsSchema,
    body: posNewTableBodySchema,
    response: posVenueTableResponseSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { table } with its new code; a number an open table has is a 409, a retired table's number brings that table back`,
  }),
  changeTable: defineEndpoint({
    name: 'pos.changeTable',
    method: 'PATCH',
    path: '/pos/api/tables/{id}',
    params: posIdParamsSchema,
    body: posTableChangesSchema,
    response: posVenueTableResponseSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { table }; its code stays; a new qr_source while a diner uses the table is a 409`,
  }),
  retireTable: defineEndpoint({
    name: 'pos.retireTable',
    method: 'POST',
    path: '/pos/api/tables/{id}/retire',
    params: posIdParamsSchema,
    response: noContentSchema,
    responseKind: 'empty',
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: 204; an open tab or an unpaid bill is a 409; its code then opens the invalid-table page`,
  }),
  addCounter: defineEndpoint({
    name: 'pos.addCounter',
    method: 'POST',
    path: '/pos/api/outlets/{id}/counters',
    params: posIdParamsSchema,
    body: posNewCounterBodySchema,
    response: posCounterResponseSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { counter } with its new code; a label an open counter has is a 409`,
  }),
  changeCounter: defineEndpoint({
    name: 'pos.changeCounter',
    method: 'PATCH',
    path: '/pos/api/counters/{token}',
    params: posQrTokenParamsSchema,
    body: posCounterChangesSchema,
    response: posCounterResponseSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { counter }; named by its code's token, which stays`,
  }),
  retireCounter: defineEndpoint({
    name: 'pos.retireCounter',
    method: 'POST',
    path: '/pos/api/counters/{token}/retire',
    params: posQrTokenParamsSchema,
    response: noContentSchema,
    responseKind: 'empty',
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: 204; its code then opens the invalid-table page`,
  }),
};
