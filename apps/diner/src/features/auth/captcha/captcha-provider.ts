import type { ComponentType } from 'react';
import type { CaptchaWidgetProps } from './captcha-widget-props';
import { SandboxCaptcha } from './sandbox-captcha';

/**
 * A captcha service as sign-in uses it: a widget the diner completes, whose token goes with the
 * verification call in the `X-Captcha-Token` header (the api-client's `captchaToken`, A§7).
 */
export interface CaptchaProvider {
  /** The service's name, for logs. */
  readonly name: string;
  readonly Widget: ComponentType<CaptchaWidgetProps>;
}

/**
 * The sandbox captcha: an "I'm not a robot" checkbox whose tick yields a sandbox token.
 */
// our choice: the spec names no captcha service (A§5 says only that Next waits for a token) and
// the server checks none yet, so the app ships the sandbox behind this interface; a real service
// (its script and site key) is a second CaptchaProvider put in place here, nothing else changes.
export const sandboxCaptcha: CaptchaProvider = { name: 'sandbox', Widget: SandboxCaptcha };

/** The captcha sign-in uses when the company enables one (A§3 configuration.captcha_enabled). */
export const captchaProvider: CaptchaProvider = sandboxCaptcha;
