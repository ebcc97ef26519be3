/**
 * The browser's device block for the gateway's payer authentication (B§4 Google Pay step 2:
 * "authenticate the payer with a device block"), in the fields MPGS's AUTHENTICATE_PAYER reads
 * for a browser-based 3-D Secure 2 authentication: what the issuer needs to size and word its
 * challenge. Nothing here names the diner.
 */
export function deviceBlock(win: Window = window): Record<string, unknown> {
  const { navigator, screen } = win;
  return {
    browser: navigator.userAgent,
    browserDetails: {
      javaEnabled: false,
      language: navigator.language,
      screenHeight: screen.height,
      screenWidth: screen.width,
      colorDepth: screen.colorDepth,
      // Minutes from UTC as the gateway counts them (UTC minus local time).
      timeZone: new Date().getTimezoneOffset(),
      '3DSecureChallengeWindowSize': 'FULL_SCREEN',
      acceptHeaders: 'text/html,application/xhtml+xml',
    },
  };
}
