/** Where Google serves its Google Pay web script, pay.js: the stand-in serves its own there. */
export const GOOGLE_PAY_SCRIPT_PATH = '/gp/p/js/pay.js';

/** Where the stand-in of pay.js shows its Google Pay sheet, on the origin it was loaded from. */
export const GOOGLE_PAY_SHEET_PATH = '/google-pay/sheet';
