import type { BrowserContext, Page } from '@playwright/test';

/**
 * What the browser reports of a failed hydration of a page the server drew (ADR 0012): the app's
 * own log (`[hydration]`, main.tsx's onRecoverableError), React's words for it, or its minified
 * errors #418–#425.
 */
export const HYDRATION_ERROR =
  /\[hydration\]|hydrat|Minified React error #(418|419|421|422|423|425)/i;

/**
 * Watches every page of the contexts it is given for hydration errors in the console or thrown,
 * so every journey fails on one (issue 33: no journey logs a hydration error), naming the page.
 */
export class HydrationErrors {
  readonly errors: string[] = [];

  watchContext(context: BrowserContext): void {
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => {
      this.watchPage(page);
    });
  }

  private watchPage(page: Page): void {
    const note = (text: string) => {
      if (HYDRATION_ERROR.test(text)) this.errors.push(`${page.url()}: ${text}`);
    };
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') note(message.text());
    });
    page.on('pageerror', (error) => {
      note(`${error.name}: ${error.message}`);
    });
  }
}
