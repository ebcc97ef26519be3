import { describe, expect, it } from 'vitest';
import { devicePlatform, inAppBrowser, type InAppBrowserApp } from '../utils/in-app-browser';

/*
 * User agents the apps and browsers sent, as collected by inapp-spy
 * (github.com/shalanah/inapp-spy, src/tests/mobile.ts) unless noted: Telegram's from its Android
 * app's requests, Samsung Internet's from yauaa's issue 1386 (the reduced "Android 10; K" form
 * Chromium browsers send today), Firefox for Android's in the form MDN documents.
 */
const IN_APP: readonly { ua: string; app: InAppBrowserApp; platform: 'ios' | 'android' }[] = [
  {
    app: 'instagram',
    platform: 'ios',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22F76 Instagram 393.1.0.36.70 (iPhone15,3; iOS 18_5; en_US; en; scale=3.00; 1290x2796; IABMV/1; 776538208) Safari/604.1)',
  },
  {
    app: 'instagram',
    platform: 'android',
    ua: 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.58 Mobile Safari/537.36 Instagram 355.1.0.44.103 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 658190016)',
  },
  {
    app: 'facebook',
    platform: 'ios',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22B83 [FBAN/FBIOS;FBAV/488.0.0.68.101;FBBV/658219612;FBDV/iPhone12,8;FBMD/iPhone;FBSN/iOS;FBSV/18.1;FBSS/2;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0;IABMV/1]',
  },
  {
    app: 'facebook',
    platform: 'ios',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22G100 Safari/604.1 MetaIAB Facebook',
  },
  {
    app: 'facebook',
    platform: 'android',
    ua: 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.83 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/488.0.0.62.79;IABMV/1;]',
  },
  {
    app: 'messenger',
    platform: 'ios',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.4.6 (KHTML, like Gecko) Mobile/14D27 [FBAN/MessengerForiOS;FBAV/117.0.0.36.70;FBBV/57539258;FBDV/iPhone7,2;FBMD/iPhone;FBSN/iOS;FBSV/10.2.1;FBSS/2;FBID/phone;FBLC/zh_TW;FBOP/5;FBRV/0]',
  },
  {
    app: 'messenger',
    platform: 'android',
    ua: 'Mozilla/5.0 (Linux; Android 6.0.1; D6653 Build/23.5.A.0.575; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/58.0.3029.83 Mobile Safari/537.36 [FB_IAB/MESSENGER;FBAV/118.0.0.19.82;]',
  },
  {
    app: 'threads',
    platform: 'android',
    ua: 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.58 Mobile Safari/537.36 Barcelona 355.0.0.39.109 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 657318936)',
  },
  {
    app: 'line',
    platform: 'ios',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.4.6 (KHTML, like Gecko) Mobile/14D27 Safari Line/7.3.2',
  },
  {
    app: 'line',
    platform: 'android',
    ua: 'Mozilla/5.0 (Linux; Android 6.0.1; SM-N9208 Build/MMB29K; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/58.0.3029.83 Mobile Safari/537.36 Line/7.4.0/IAB',
  },
  {
    app: 'wechat',
    platform: 'ios',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.4.6 (KHTML, like Gecko) Mobile/14D27 MicroMessenger/6.5.8 NetType/WIFI Language/zh_CN',
  },
  {
    app: 'wechat',
    platform: 'android',
    ua: 'Mozilla/5.0 (Linux; Android 6.0.1; D6653 Build/23.5.A.0.575; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/58.0.3029.83 Mobile Safari/537.36 MicroMessenger/6.5.7.1041 NetType/WIFI Language/zh_TW',
  },
  {
    app: 'tiktok',
    platform: 'ios',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 BytedanceWebview/d8a21c6 musical_ly_33.2.1 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US FalconTag/BDB55B46-0286-4504-847E-C8300CB9F79D',
  },
  {
    app: 'tiktok',
    platform: 'ios',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1 musical_ly_41.9.0',
  },
  {
    app: 'tiktok',
    platform: 'android',
    ua: 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240105.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.143 Mobile Safari/537.36 musical_ly_2023303040 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/33.3.4 ByteLocale/en ByteFullLocale/en Region/US AppId/1233 Spark/1.5.0.5-alpha.2 AppVersion/33.3.4 BytedanceWebview/d8a21c6',
  },
  {
    app: 'snapchat',
    platform: 'ios',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3.1 Mobile/15E148 Snapchat/12.72.0.39 (like Safari/8617.2.4.10.8, panda)',
  },
  {
    app: 'linkedin',
    platform: 'ios',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.30.1753',
  },
  {
    app: 'x',
    platform: 'ios',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.3.12 (KHTML, like Gecko) Mobile/14D27 Twitter for iPhone',
  },
  {
    app: 'telegram',
    platform: 'android',
    ua: 'Mozilla/5.0 (Linux; Android 7.1.2; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.193 Mobile Safari/537.36 Telegram-Android/11.4.3 (Samsung SM-G965N; Android 7.1.2; SDK 25; LOW)',
  },
  {
    // Any other app's Android web view (here Reddit's): only `; wv)` tells it.
    app: 'android_webview',
    platform: 'android',
    ua: 'Mozilla/5.0 (Linux; Android 15; 23129RN51X Build/AP3A.240905.015.A2; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/148.0.7778.215 Mobile Safari/537.36 Reddit/Version 2026.23.0/Build 2623040/Android 15',
  },
];

const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const OWN_BROWSERS: readonly { name: string; ua: string }[] = [
  // Also what an app's SFSafariViewController sends: real Safari, where Apple Pay runs.
  { name: 'Safari on iPhone', ua: SAFARI_IOS },
  {
    name: 'Chrome on iPhone',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.1.50 (KHTML, like Gecko) CriOS/58.0.3029.113 Mobile/14D27 Safari/602.1',
  },
  {
    name: 'Firefox on iPhone',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/130.1  Mobile/15E148 Safari/605.1.15',
  },
  {
    name: 'Edge on iPhone',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) EdgiOS/128.0.2739.82 Version/18.0 Mobile/15E148 Safari/604.1',
  },
  // Also what an app's Custom Tab sends: real Chrome, where Google Pay runs.
  {
    name: 'Chrome on Android',
    ua: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Mobile Safari/537.36',
  },
  {
    name: 'Chrome on Android, with its model',
    ua: 'Mozilla/5.0 (Linux; Android 6.0.1; SM-N9208 Build/MMB29K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/58.0.3029.83 Mobile Safari/537.36',
  },
  {
    name: 'Samsung Internet',
    ua: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  },
  {
    name: 'Firefox on Android',
    ua: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  },
  {
    name: 'Chrome on a computer',
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  },
];

describe('inAppBrowser', () => {
  it.each(IN_APP)('tells $app on $platform', ({ ua, app, platform }) => {
    expect(inAppBrowser(ua)).toEqual({ app, platform });
  });

  it.each(OWN_BROWSERS)('leaves $name alone', ({ ua }) => {
    expect(inAppBrowser(ua)).toBeNull();
  });

  it("tells Telegram's iOS browser by the bridge it injects, as its agent is Safari's", () => {
    expect(inAppBrowser(SAFARI_IOS, { TelegramWebviewProxy: {} })).toEqual({
      app: 'telegram',
      platform: 'ios',
    });
    expect(inAppBrowser(SAFARI_IOS, { webkit: {} })).toBeNull();
  });

  it('leaves an empty agent alone', () => {
    expect(inAppBrowser('')).toBeNull();
  });
});

describe('devicePlatform', () => {
  it('reads iPhone and iPad as iOS, Android as Android, anything else as other', () => {
    expect(devicePlatform(SAFARI_IOS)).toBe('ios');
    expect(
      devicePlatform(
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('ios');
    expect(
      devicePlatform('Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0'),
    ).toBe('android');
    expect(devicePlatform(OWN_BROWSERS.at(-1)?.ua ?? '')).toBe('other');
  });
});
