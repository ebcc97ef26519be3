import type { Page } from '@playwright/test';

/** The budget file of the first load of / (scripts/first-load-budget.json). */
export declare const FIRST_LOAD_BUDGET_FILE: string;

/** Bytes as kB of 1000 bytes, as Vite prints sizes. */
export declare function kb(bytes: number): number;

/** The phone the e2e journeys use (playwright.config.ts), as Playwright context options. */
export declare const PHONE: {
  viewport: { width: number; height: number };
  isMobile: boolean;
  hasTouch: boolean;
  deviceScaleFactor: number;
  locale: string;
};

/** One script or stylesheet of a first load. */
export interface LoadedFile {
  /** Its path on the server. */
  file: string;
  kind: 'js' | 'css';
  bytes: number;
  /** Its body gzipped at level 9. */
  gzipBytes: number;
}

/** What a first load downloaded. */
export interface FirstLoad {
  finalUrl: string;
  files: LoadedFile[];
  js: { bytes: number; gzipBytes: number };
  css: { bytes: number; gzipBytes: number };
}

/** The budget: gzipped kB of JavaScript and of CSS. */
export interface FirstLoadBudget {
  jsGzipKb: number;
  cssGzipKb: number;
}

/**
 * Opens the URL in the page and sums every script and stylesheet response until the network is
 * idle, each body gzipped at level 9.
 */
export declare function measureFirstLoad(page: Page, url: string): Promise<FirstLoad>;

/** Reads scripts/first-load-budget.json. */
export declare function readFirstLoadBudget(): Promise<FirstLoadBudget>;

/** The first load against its budget, per kind, with a line that says "within budget" or by how much it is over. */
export declare function compareWithBudget(
  transfer: FirstLoad,
  budget: FirstLoadBudget,
): {
  kind: 'js' | 'css';
  measuredKb: number;
  allowedKb: number;
  overKb: number;
  line: string;
}[];

/** The files of one kind, largest first, one line each with its gzipped and raw kB. */
export declare function describeFiles(transfer: FirstLoad, kind: 'js' | 'css'): string[];
