import { createHash } from 'node:crypto';
import { escapeHtml } from '../../escape-html';
import { STRIPE_JS_MESSAGE_SOURCE, STRIPE_JS_PAGE_PATHS } from './stripe-js-path';
import { framedFieldHeaders } from '../../sandbox-page';

/**
 * The card frame's one script, shared with the controller frame (which has no fields). It checks
 * the card as Stripe.js's card Element does (Stripe's `validation_error` codes and messages),
 * tells the page `ready`, `change`, `focus` and `blur`, and answers the page's requests: `confirm`
 * (the typed card, or a payment method's id) and `retrieve` are sent to the API of the frame's
 * own origin with the publishable key, and the answer (HTTP status and body) goes back with the
 * request's id. It hears the page that framed it only, at the app's origin (`data-parent`), and
 * posts there only. The card leaves the frame in the body of the API call, nowhere else.
 * Static, so the page allows it by its hash.
 */
const FRAME_SCRIPT = `(function () {
  'use strict';
  var SOURCE = '${STRIPE_JS_MESSAGE_SOURCE}';
  var body = document.body;
  var parentOrigin = body.getAttribute('data-parent');
  var key = body.getAttribute('data-key');
  var returnUrl = location.origin + '${STRIPE_JS_PAGE_PATHS.threeDSecureDone}?parent=' +
    encodeURIComponent(parentOrigin);
  var number = document.getElementById('number');
  var expiry = document.getElementById('expiry');
  var cvc = document.getElementById('cvc');
  var alertBox = document.getElementById('error');
  var fields = number === null ? [] : [number, expiry, cvc];
  var touched = {};
  var lastChange = '';

  function send(message) {
    message.source = SOURCE;
    window.parent.postMessage(message, parentOrigin);
  }
  function answer(id, message) {
    message.type = 'response';
    message.id = id;
    send(message);
  }
  function digitsOf(value) {
    return value.replace(/[^0-9]/g, '');
  }
  function isAmex(digits) {
    return /^3[47]/.test(digits);
  }
  function brandOf(digits) {
    if (/^4/.test(digits)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
    if (isAmex(digits)) return 'amex';
    if (/^6(011|5)/.test(digits)) return 'discover';
    return 'unknown';
  }
  function passesLuhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i += 1) {
      var digit = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }
  function problem(code, message) {
    return { type: 'validation_error', code: code, message: message };
  }
  function expiryParts() {
    var digits = digitsOf(expiry.value);
    if (digits.length !== 4 && digits.length !== 6) return null;
    return {
      month: Number(digits.slice(0, 2)),
      year: digits.length === 6 ? Number(digits.slice(2)) : 2000 + Number(digits.slice(2))
    };
  }

  // What is wrong with each field; strict: an incomplete field counts too (as Stripe.js names it
  // once the diner left the field, or when the card is confirmed).
  function numberProblem(strict) {
    var digits = digitsOf(number.value);
    if (digits.length >= (isAmex(digits) ? 15 : 16)) {
      return passesLuhn(digits) ? null : problem('invalid_number', 'Your card number is invalid.');
    }
    return strict ? problem('incomplete_number', 'Your card number is incomplete.') : null;
  }
  function expiryProblem(strict) {
    var parts = expiryParts();
    if (parts === null) {
      return strict ? problem('incomplete_expiry', "Your card's expiration date is incomplete.") : null;
    }
    var now = new Date();
    if (parts.month < 1 || parts.month > 12) {
      return problem('invalid_expiry_month', "Your card's expiration date is invalid.");
    }
    if (parts.year < now.getFullYear()) {
      return problem('invalid_expiry_year_past', "Your card's expiration year is in the past.");
    }
    if (parts.year === now.getFullYear() && parts.month < now.getMonth() + 1) {
      return problem('invalid_expiry_month_past', "Your card's expiration date is in the past.");
    }
    if (parts.year > now.getFullYear() + 50) {
      return problem('invalid_expiry_year', "Your card's expiration year is invalid.");
    }
    return null;
  }
  function cvcProblem(strict) {
    var length = isAmex(digitsOf(number.value)) ? 4 : 3;
    if (digitsOf(cvc.value).length >= length) return null;
    return strict ? problem('incomplete_cvc', "Your card's security code is incomplete.") : null;
  }
  var checks = [numberProblem, expiryProblem, cvcProblem];

  // The first problem to show: invalid fields, and incomplete ones the diner left.
  function firstProblem(all) {
    for (var i = 0; i < fields.length; i += 1) {
      var field = fields[i];
      var strict = all || (touched[field.id] === true && document.activeElement !== field);
      var found = checks[i](strict);
      if (found !== null) return { field: field, error: found };
    }
    return null;
  }

  // Shows the card's state in the frame and returns it as Stripe.js's change event says it.
  function show(all) {
    var found = firstProblem(all);
    fields.forEach(function (field) {
      field.setAttribute('aria-invalid', found !== null && found.field === field ? 'true' : 'false');
    });
    alertBox.textContent = found === null ? '' : found.error.message;
    var change = {
      type: 'change',
      elementType: 'card',
      empty: fields.every(function (field) { return field.value === ''; }),
      complete: numberProblem(true) === null && expiryProblem(true) === null && cvcProblem(true) === null,
      brand: brandOf(digitsOf(number.value))
    };
    if (found !== null) change.error = found.error;
    return change;
  }
  function changed(always) {
    var change = show(false);
    var said = JSON.stringify(change);
    if (!always && said === lastChange) return;
    lastChange = said;
    send(change);
  }

  function call(id, method, path, params) {
    var search = new URLSearchParams(params).toString();
    var init = {
      method: method,
      headers: { authorization: 'Bearer ' + key },
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer'
    };
    var address = path;
    if (method === 'GET') {
      address += '?' + search;
    } else {
      init.headers['content-type'] = 'application/x-www-form-urlencoded';
      init.body = search;
    }
    fetch(address, init)
      .then(function (response) {
        return response.json().then(function (json) {
          answer(id, { status: response.status, body: json });
        });
      })
      .catch(function () {
        answer(id, { status: 0, body: { error: { type: 'api_connection_error',
          message: 'An error occurred with our connection to Stripe.' } } });
      });
  }
  function intentPath(clientSecret) {
    return '/v1/payment_intents/' + encodeURIComponent(clientSecret.split('_secret_')[0]);
  }
  function addDetails(params, name, value) {
    if (value === null || value === undefined) return;
    if (typeof value === 'object') {
      Object.keys(value).forEach(function (part) {
        addDetails(params, name + '[' + part + ']', value[part]);
      });
      return;
    }
    params.push([name, String(value)]);
  }
  function confirm(data) {
    var params = [['client_secret', data.clientSecret], ['return_url', returnUrl]];
    if (data.useCard === true) {
      if (number === null) {
        answer(data.id, { error: problem('incomplete_number', 'Your card number is incomplete.') });
        return;
      }
      fields.forEach(function (field) { touched[field.id] = true; });
      var found = firstProblem(true);
      if (found !== null) {
        show(true);
        answer(data.id, { error: found.error });
        return;
      }
      var parts = expiryParts();
      params.push(
        ['payment_method_data[type]', 'card'],
        ['payment_method_data[card][number]', digitsOf(number.value)],
        ['payment_method_data[card][exp_month]', String(parts.month)],
        ['payment_method_data[card][exp_year]', String(parts.year)],
        ['payment_method_data[card][cvc]', digitsOf(cvc.value)]
      );
      addDetails(params, 'payment_method_data[billing_details]', data.billingDetails);
    } else if (typeof data.paymentMethod === 'string') {
      params.push(['payment_method', data.paymentMethod]);
    }
    call(data.id, 'POST', intentPath(data.clientSecret) + '/confirm', params);
  }

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    var data = event.data;
    if (data === null || typeof data !== 'object' || data.source !== SOURCE) return;
    if (data.type === 'confirm' && typeof data.clientSecret === 'string') {
      confirm(data);
    } else if (data.type === 'retrieve' && typeof data.clientSecret === 'string') {
      call(data.id, 'GET', intentPath(data.clientSecret), [['client_secret', data.clientSecret]]);
    } else if (number === null) {
      return;
    } else if (data.type === 'focus') {
      number.focus();
    } else if (data.type === 'blur') {
      if (fields.indexOf(document.activeElement) >= 0) document.activeElement.blur();
    } else if (data.type === 'clear') {
      fields.forEach(function (field) { field.value = ''; });
      touched = {};
      changed(true);
    } else if (data.type === 'update' && typeof data.disabled === 'boolean') {
      fields.forEach(function (field) { field.disabled = data.disabled; });
    }
  });

  if (number !== null) {
    number.addEventListener('input', function () {
      var digits = digitsOf(number.value).slice(0, 19);
      var shown = digits.replace(/([0-9]{4})(?=[0-9])/g, '$1 ');
      if (shown !== number.value) number.value = shown;
      changed(true);
    });
    expiry.addEventListener('input', function () {
      var digits = digitsOf(expiry.value).slice(0, 6);
      if (digits.length === 1 && digits > '1') digits = '0' + digits;
      var shown = digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2) : digits;
      if (shown !== expiry.value) expiry.value = shown;
      changed(true);
    });
    cvc.addEventListener('input', function () {
      var digits = digitsOf(cvc.value).slice(0, 4);
      if (digits !== cvc.value) cvc.value = digits;
      changed(true);
    });
    var focused = false;
    document.addEventListener('focusin', function () {
      if (focused) return;
      focused = true;
      send({ type: 'focus' });
    });
    document.addEventListener('focusout', function (event) {
      touched[event.target.id] = true;
      if (fields.indexOf(event.relatedTarget) < 0) {
        focused = false;
        send({ type: 'blur' });
      }
      changed(false);
    });
  }
  send({ type: 'ready' });
})();`;

const SCRIPT_HASH = `'sha256-${createHash('sha256').update(FRAME_SCRIPT).digest('base64')}'`;

/**
 * The headers of the card frame and the controller frame: framed by the app's origin only, their
 * script allowed by its hash, calls to their own origin's API only, nothing posted or cached.
 */
export function cardFrameHeaders(appOrigin: string) {
  return framedFieldHeaders(appOrigin, SCRIPT_HASH);
}

// Sized for the frame's fixed height (CARD_FRAME_HEIGHT in the script): two rows of fields and
// one line for the error. 16px text keeps phones from zooming in on focus.
const STYLE = `html,body{margin:0;padding:0;background:transparent;color:#1d2433;font:14px/1.2 system-ui,sans-serif}
label{display:block;margin:0 0 2px;font-size:12px;color:#5b6475}
input{box-sizing:border-box;display:block;width:100%;height:38px;margin:0;padding-block:0;padding-inline:10px;border:1px solid #c5cbd6;border-radius:8px;background:#fff;color:#1d2433;font:16px system-ui,sans-serif;direction:ltr;text-align:start}
input:focus{outline:2px solid #635bff;outline-offset:-1px}
input[aria-invalid=true]{border-color:#b3261e;color:#b3261e}
input:disabled{background:#eef1f6}
.row{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-block-start:8px}
.error{margin:4px 0 0;min-height:15px;font-size:12px;color:#b3261e;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`;

const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

/** A frame of the stand-in: its body's data for the script, and what it holds. */
function render(
  title: string,
  locale: string,
  data: { parent: string; key: string },
  content: string,
): string {
  const lang = locale === 'auto' ? 'en' : locale;
  const dir = RIGHT_TO_LEFT.has(lang.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body data-parent="${escapeHtml(data.parent)}" data-key="${escapeHtml(data.key)}">${content}<script>${FRAME_SCRIPT}</script></body></html>`;
}

/**
 * The card Element's frame: the card number, expiry and CVC (labelled as the diner reads them)
 * and the card's error, announced as it appears. No Pay button: the merchant's page has it.
 */
export function renderCardFrame(data: { parent: string; key: string; locale: string }): string {
  return render(
    'Secure card payment input frame',
    data.locale,
    data,
    `<label for="number">Card number</label>
<input id="number" name="cardnumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 1234 1234 1234" aria-describedby="error">
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="exp-date" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" aria-describedby="error"></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="CVC" aria-describedby="error"></div></div>
<p id="error" class="error" role="alert"></p>`,
  );
}

/** The hidden frame that calls the API for the page when no card Element is mounted. */
export function renderControllerFrame(data: { parent: string; key: string }): string {
  return render('Stripe.js controller frame', 'auto', data, '');
}
