/*
 * The few pieces of Cloudflare Turnstile's api.js the sign-in uses (explicit rendering), typed by
 * hand: the app takes no dependency on Cloudflare's types. Names are kept as Cloudflare spells
 * them.
 */

/** `turnstile.render`'s parameters, the part the sign-in gives. */
export interface TurnstileRenderParameters {
  sitekey: string;
  /** The diner passed: the token to send with the verification. */
  callback: (token: string) => void;
  /** The token expired unused (300 s): none is held any more. */
  'expired-callback': () => void;
  /** The widget failed (a network error, a failed challenge): none is held. */
  'error-callback': (code?: string) => void;
  /** An ISO 639-1 code (`ar`) or a language with its country (`zh-cn`). */
  language: string;
}

/** `window.turnstile`. */
export interface TurnstileJs {
  render(container: HTMLElement, parameters: TurnstileRenderParameters): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

/**
 * The `turnstile` a loaded api.js defined, or null where none is there.
 *
 * @param scope - The window to look in (tests pass their own).
 */
export function turnstileOf(scope: object = globalThis): TurnstileJs | null {
  const found = (scope as { turnstile?: Partial<TurnstileJs> }).turnstile;
  return typeof found?.render === 'function' &&
    typeof found.reset === 'function' &&
    typeof found.remove === 'function'
    ? (found as TurnstileJs)
    : null;
}

/**
 * The widget's language for the app's: Turnstile takes ISO 639-1 codes, and for Chinese the
 * script's region (the app's Chinese is Simplified).
 */
export function turnstileLanguage(locale: string): string {
  return locale === 'zh' ? 'zh-cn' : locale;
}
