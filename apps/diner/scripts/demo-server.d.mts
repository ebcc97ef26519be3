/** A free TCP port of 127.0.0.1. */
export declare function freePort(): Promise<number>;

/** A demo server started by {@link startDemoServer}. */
export interface DemoServer {
  origin: string;
  port: number;
  /** The POS API's machine token, for scripted staff calls. */
  staffToken: string;
  /** Each demo company's owner (by venue key) and the password they sign in to the POS with. */
  owners: { cafe: string; kuwait: string; password: string };
  /**
   * Per venue key (`cafe`, `kuwait`; an imported venue file's company by its name): its company,
   * outlet and QR links by label.
   */
  venues: Record<string, { company: string; outletId: number; links: Record<string, string> }>;
  /** The card sandbox's public address, or null when nothing is sandboxed. */
  cardSandbox: string | null;
  /** The validation URL of the sandbox's stand-in of Apple (https), or null when it plays none. */
  appleValidation: string | null;
  dir: string;
  logTail(lines?: number): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts the built server with a fresh embedded database and the demo restaurants, and imports
 * `venueFiles` with `pnpm venue import` as a restaurant does (stop, import, start again).
 */
export declare function startDemoServer(options?: {
  env?: Record<string, string>;
  venueFiles?: string[];
}): Promise<DemoServer>;

/** Writes what the tests need to know about the running demo to a JSON file; returns its path. */
/** The origins of the demo servers this process started and has not stopped. */
export declare const runningOrigins: ReadonlySet<string>;

export declare function writeDemoFile(server: DemoServer): Promise<string>;
