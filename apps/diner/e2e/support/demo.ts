import { readFileSync } from 'node:fs';
import { delimiter } from 'node:path';
import { z } from 'zod';
import { forThisWorker } from '../workers.mjs';

/** The demo restaurants: the Singapore cafe (full plan) and the Kuwait restaurant (lite plan). */
export type VenueKey = 'cafe' | 'kuwait';

const venueSchema = z.object({
  company: z.string(),
  outletId: z.number(),
  /** QR links by the banner's label: "Counter", "Table T1", … ("Table 1" in Kuwait). */
  links: z.record(z.string(), z.url()),
});

const demoSchema = z.object({
  origin: z.url(),
  /**
   * The POS API's machine token (`/pos/api`), for the journeys' own scripted staff calls (stock,
   * a table's bill); the console itself is opened by a person (`owners`).
   */
  staffToken: z.string(),
  /** The owner of each demo company, who signs in to the console, and their password. */
  owners: z.object({ cafe: z.email(), kuwait: z.email(), password: z.string() }),
  venues: z.object({ cafe: venueSchema, kuwait: venueSchema }),
  /** The card sandbox's public address (its start banner line); null when nothing is sandboxed. */
  cardSandbox: z.url().nullable(),
  /**
   * The validation URL of the sandbox's stand-in of Apple's merchant validation (https, its own
   * port; the banner's line), which the stand-in of Apple Pay JS hands the app; null when the
   * sandbox plays no Mastercard gateway.
   */
  appleValidation: z.url().nullable(),
});

/** The running demo server as e2e/run-e2e.mjs wrote it down. */
export type Demo = z.infer<typeof demoSchema>;

let cached: Demo | undefined;

/**
 * This worker's demo server: its origin, machine token, demo owners and each venue's QR links.
 * e2e/run-e2e.mjs starts a server per worker and names their files in TABULA_E2E_DEMO (separated
 * as in PATH), in the order of the workers' TEST_PARALLEL_INDEX.
 */
export function demo(): Demo {
  if (cached) return cached;
  const file = forThisWorker((process.env.TABULA_E2E_DEMO ?? '').split(delimiter));
  if (!file) {
    throw new Error('TABULA_E2E_DEMO is not set: run the journeys with `node e2e/run-e2e.mjs`');
  }
  cached = demoSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return cached;
}

/** A venue of the demo: the company name and its QR links. */
export function venue(key: VenueKey): Demo['venues'][VenueKey] {
  return demo().venues[key];
}
