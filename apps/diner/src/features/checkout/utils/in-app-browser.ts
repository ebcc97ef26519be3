/** The apps whose own browser the checkout recognises. */
export type InAppBrowserApp =
  | 'facebook'
  | 'messenger'
  | 'instagram'
  | 'threads'
  | 'line'
  | 'wechat'
  | 'tiktok'
  | 'snapchat'
  | 'linkedin'
  | 'x'
  | 'telegram'
  | 'android_webview';

/** The phone's system, which decides the wallet it has and the browser to suggest. */
export type DevicePlatform = 'ios' | 'android' | 'other';

/** An app's own browser, and the phone it runs on. */
export interface InAppBrowser {
  app: InAppBrowserApp;
  platform: DevicePlatform;
}

/**
 * What each app writes into its browser's user agent, first match wins (Messenger before
 * Facebook, which share the FB tokens; the generic Android WebView last). Sources: the apps' own
 * strings as collected by inapp-spy (github.com/shalanah/inapp-spy, src/regexAppName.ts and
 * src/tests/mobile.ts) and checked against user agents the apps send today:
 * - Facebook and Messenger: `[FBAN/FBIOS;FBAV/…]`, `[FBAN/MessengerForiOS;…]` (iOS),
 *   `[FB_IAB/FB4A;FBAV/…]`, `[FB_IAB/MESSENGER;…]`, `[FB_IAB/Orca-Android;…]` (Android), and on
 *   newer iOS builds `MetaIAB Facebook`;
 * - Instagram: `Instagram 355.1.0.44.103 Android (…)` / `Instagram 354.0.0.29.90 (iPhone12,8; …)`;
 * - Threads (Meta's code name): `Barcelona 355.0.0.39.109 Android (…)`;
 * - LINE: `Safari Line/7.3.2` (iOS), `Line/7.4.0/IAB` (Android);
 * - WeChat: `MicroMessenger/8.0.47…` (WeChat Work adds `wxwork` to the same token);
 * - TikTok: `musical_ly_33.2.1` and `BytedanceWebview/d8a21c6` (ByteDance's web view);
 * - Snapchat: `Snapchat/12.72.0.39 (like Safari/…)`;
 * - LinkedIn: `[LinkedInApp]/9.30.1753`;
 * - X (Twitter): `Twitter for iPhone` (iOS), `TwitterAndroid` (Android);
 * - Telegram: `Telegram-Android/11.4.3 (Samsung SM-G965N; Android 7.1.2; SDK 25; LOW)`, which
 *   Telegram's Android app appends to its web view's agent (TMessagesProj, `Telegram-Android/` +
 *   versionName); its iOS browser sends Safari's agent and is told by the bridge object it
 *   injects (`TelegramWebviewProxy`, inapp-spy src/detectionTelegram.ts);
 * - any other Android app's web view: `; wv)` closing the platform part, which Android requires
 *   of every WebView and Chrome never sends (Android Compatibility Definition, 3.4.1 WebView
 *   Compatibility [C-1-3]: `Mozilla/5.0 (Linux; Android $(VERSION); [$(MODEL)] [Build/$(BUILD)];
 *   wv) …`).
 */
const APP_TOKENS: readonly (readonly [InAppBrowserApp, RegExp])[] = [
  ['messenger', /FBAN\/Messenger|FB_IAB\/(?:MESSENGER|Orca-Android)/i],
  ['facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bMetaIAB\b/],
  ['instagram', /\bInstagram\b/],
  ['threads', /\bBarcelona \d/],
  ['line', /\bLine\/\d/],
  ['wechat', /\bMicroMessenger\//],
  ['tiktok', /\bmusical_ly_|\bBytedanceWebview\//],
  ['snapchat', /\bSnapchat\//],
  ['linkedin', /\[LinkedInApp\]/],
  ['x', /\bTwitter for iP(?:hone|ad)\b|\bTwitterAndroid\b/],
  ['telegram', /\bTelegram-Android\//],
  ['android_webview', /\bAndroid\b.*;\s?wv\)/],
];

/** The bridges Telegram injects into its in-app browser (Android and iOS). */
const TELEGRAM_BRIDGES = ['TelegramWebview', 'TelegramWebviewProxy', 'TelegramWebviewProxyProto'];

/** The phone's system from its user agent; iPadOS in its desktop mode reads as `other`. */
export function devicePlatform(userAgent: string): DevicePlatform {
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  if (/\bAndroid\b/.test(userAgent)) return 'android';
  return 'other';
}

/**
 * Whether the page runs in a messaging or social app's own browser (a web view), where Apple Pay
 * and Google Pay cannot run, and which app it is. Safari, Chrome, Samsung Internet, Firefox,
 * Edge, and the Safari or Chrome sheets an app opens (SFSafariViewController, Custom Tabs: the
 * browser's own agent) are not.
 *
 * @param userAgent - `navigator.userAgent`.
 * @param scope - The window, for Telegram's bridge on iOS (tests pass their own).
 * @returns The app and platform, or null in a phone's own browser.
 * @example
 * inAppBrowser('Mozilla/5.0 (iPhone; …) Mobile/15E148 Instagram 354.0.0.29.90 (iPhone12,8; …)');
 * // { app: 'instagram', platform: 'ios' }
 */
export function inAppBrowser(userAgent: string, scope: object = {}): InAppBrowser | null {
  const platform = devicePlatform(userAgent);
  const found = APP_TOKENS.find(([, token]) => token.test(userAgent));
  if (found !== undefined) return { app: found[0], platform };
  if (TELEGRAM_BRIDGES.some((bridge) => bridge in scope)) return { app: 'telegram', platform };
  return null;
}
