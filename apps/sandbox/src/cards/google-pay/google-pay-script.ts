import type { FastifyInstance } from 'fastify';
import { GOOGLE_PAY_SCRIPT_PATH, GOOGLE_PAY_SHEET_PATH } from './google-pay-paths';
import { GOOGLE_PAY_MESSAGE_SOURCE } from './google-pay-pages';
import { STAND_IN_SCRIPT_HEADERS } from '../sandbox-page';

/**
 * The stand-in of Google's pay.js, run in the diner's page. It defines what Google's script
 * defines, `google.payments.api.PaymentsClient`, with the part of Google Pay API for web the
 * product uses (its names as Google spells them):
 * - `new PaymentsClient({ environment })`: TEST (the default) or PRODUCTION, anything else throws;
 * - `isReadyToPay(request)`: `{ result }`, true when a CARD method allows a network the wallet's
 *   cards have (`paymentMethodPresent` too when `existingPaymentMethodRequired`); a request that
 *   is not API 2.0 with CARD methods rejects with DEVELOPER_ERROR;
 * - `loadPaymentData(request)`: only inside a user gesture, as Google's; it draws its own overlay
 *   with the sandbox's sheet framed in it, hears only that frame's messages from the sandbox's
 *   origin, resolves with the PaymentData, rejects with CANCELED when the diner closes the sheet
 *   (its Cancel, a tap outside it, Escape) and DEVELOPER_ERROR for a request the sheet refuses;
 * - `createButton({ onClick })` and `prefetchPaymentData()`.
 * Rejections are Google's PaymentsError, `{ statusCode, statusMessage }`.
 *
 * Like Google's, it injects a `<style>` (its overlay's look) and an inline `<script>` into the
 * page when a client is made, each given `PaymentOptions.nonce` as its `nonce` attribute (Google
 * Pay API for web, August 2026). A page whose Content-Security-Policy names that nonce in
 * `script-src` and `style-src` runs both; without it the browser blocks them, the overlay is
 * drawn unstyled and `loadPaymentData` rejects with DEVELOPER_ERROR, so a missing nonce fails.
 */
const SCRIPT = `(function () {
  'use strict';
  var SOURCE = __SOURCE__;
  // The sheet is on the origin this script was loaded from, as Google's is on pay.google.com:
  // served as Google's own address (a journey routes it here), it stays there.
  var loadedFrom = document.currentScript && document.currentScript.src;
  var ORIGIN = new URL(loadedFrom || __SANDBOX__).origin;
  var SHEET = ORIGIN + __SHEET_PATH__;
  var NETWORKS = ['MASTERCARD', 'VISA'];

  function paymentsError(statusCode, statusMessage) {
    return { statusCode: statusCode, statusMessage: statusMessage };
  }

  function isList(value) {
    return Array.isArray(value) && value.length > 0;
  }

  function requestProblem(request) {
    if (request === null || typeof request !== 'object') return 'The request must be an object.';
    if (request.apiVersion !== 2 || request.apiVersionMinor !== 0) {
      return 'Only apiVersion 2 with apiVersionMinor 0 is supported.';
    }
    if (!isList(request.allowedPaymentMethods)) {
      return 'allowedPaymentMethods must name at least one payment method.';
    }
    for (var i = 0; i < request.allowedPaymentMethods.length; i += 1) {
      var method = request.allowedPaymentMethods[i];
      var parameters = method && method.parameters;
      if (!method || method.type !== 'CARD' || !parameters || !isList(parameters.allowedAuthMethods) ||
        !isList(parameters.allowedCardNetworks)) {
        return 'Each payment method must be CARD with allowedAuthMethods and allowedCardNetworks.';
      }
    }
    return null;
  }

  var STYLE_ID = 'gpay-sandbox-style';
  var CSS = '.gpay-sandbox-overlay{position:fixed;inset:0;z-index:2147483647;display:flex;' +
    'align-items:flex-end;justify-content:center;background:rgba(32,33,36,.6)}' +
    '.gpay-sandbox-frame{border:0;width:100%;max-width:28rem;height:min(36rem,90vh);' +
    'background:#fff;border-radius:12px 12px 0 0}';
  // What the injected inline script marks once it ran.
  var SCRIPT_RAN = 'sandboxScriptRan_';

  function api() {
    return window.google.payments.api;
  }

  // Once a page: the overlay's style and an inline script, each with the merchant's nonce.
  function inject(nonce) {
    if (document.getElementById(STYLE_ID) !== null) return;
    var style = document.createElement('style');
    style.id = STYLE_ID;
    if (nonce !== '') style.setAttribute('nonce', nonce);
    style.textContent = CSS;
    document.head.appendChild(style);
    var script = document.createElement('script');
    if (nonce !== '') script.setAttribute('nonce', nonce);
    script.textContent = 'window.google.payments.api.' + SCRIPT_RAN + ' = true;';
    document.head.appendChild(script);
  }

  function PaymentsClient(paymentOptions) {
    var options = paymentOptions || {};
    var environment = options.environment === undefined ? 'TEST' : options.environment;
    if (environment !== 'TEST' && environment !== 'PRODUCTION') {
      throw new Error('Unsupported environment: ' + String(environment));
    }
    if (options.nonce !== undefined && typeof options.nonce !== 'string') {
      throw new Error('PaymentOptions.nonce must be a string.');
    }
    this.environment_ = environment;
    this.open_ = false;
    inject(options.nonce || '');
  }

  PaymentsClient.prototype.isReadyToPay = function (request) {
    var problem = requestProblem(request);
    if (problem !== null) return Promise.reject(paymentsError('DEVELOPER_ERROR', problem));
    var ready = request.allowedPaymentMethods.some(function (method) {
      return method.parameters.allowedCardNetworks.some(function (network) {
        return NETWORKS.indexOf(network) >= 0;
      });
    });
    var answer = { result: ready };
    if (request.existingPaymentMethodRequired === true) answer.paymentMethodPresent = ready;
    return Promise.resolve(answer);
  };

  PaymentsClient.prototype.prefetchPaymentData = function () {};

  PaymentsClient.prototype.createButton = function (buttonOptions) {
    if (!buttonOptions || typeof buttonOptions.onClick !== 'function') {
      throw new Error('createButton needs an onClick function.');
    }
    var container = document.createElement('div');
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Pay with Google Pay';
    button.addEventListener('click', buttonOptions.onClick);
    container.appendChild(button);
    return container;
  };

  PaymentsClient.prototype.loadPaymentData = function (request) {
    var client = this;
    var activation = navigator.userActivation;
    if (activation && !activation.isActive) {
      return Promise.reject(paymentsError('DEVELOPER_ERROR',
        'loadPaymentData must be called in response to a user gesture.'));
    }
    if (client.open_) {
      return Promise.reject(paymentsError('DEVELOPER_ERROR', 'A payment sheet is already open.'));
    }
    if (api()[SCRIPT_RAN] !== true) {
      return Promise.reject(paymentsError('DEVELOPER_ERROR',
        "The page's Content-Security-Policy blocked Google Pay's script: pass its nonce as " +
        'PaymentOptions.nonce.'));
    }
    var address;
    try {
      address = SHEET + '?request=' + encodeURIComponent(JSON.stringify(request));
    } catch (error) {
      return Promise.reject(paymentsError('DEVELOPER_ERROR', 'The request cannot be read.'));
    }
    client.open_ = true;
    return new Promise(function (resolve, reject) {
      var overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-label', 'Google Pay');
      overlay.className = 'gpay-sandbox-overlay';
      var frame = document.createElement('iframe');
      frame.title = 'Google Pay';
      frame.src = address;
      frame.className = 'gpay-sandbox-frame';
      overlay.appendChild(frame);

      function close() {
        window.removeEventListener('message', hear);
        document.removeEventListener('keydown', onKey);
        overlay.remove();
        client.open_ = false;
      }
      function cancel() {
        close();
        reject(paymentsError('CANCELED', 'User closed the Payment Request UI.'));
      }
      function hear(event) {
        if (event.source !== frame.contentWindow || event.origin !== ORIGIN) return;
        var data = event.data;
        if (data === null || typeof data !== 'object' || data.source !== SOURCE) return;
        if (data.result === 'paid') {
          close();
          resolve(data.paymentData);
        } else if (data.result === 'cancelled') {
          cancel();
        } else if (data.result === 'refused') {
          close();
          reject(paymentsError('DEVELOPER_ERROR', String(data.message || 'The request was refused.')));
        }
      }
      function onKey(event) {
        if (event.key === 'Escape') cancel();
      }
      overlay.addEventListener('click', function (event) {
        if (event.target === overlay) cancel();
      });
      window.addEventListener('message', hear);
      document.addEventListener('keydown', onKey);
      document.body.appendChild(overlay);
    });
  };

  var root = window.google = window.google || {};
  root.payments = root.payments || {};
  root.payments.api = root.payments.api || {};
  root.payments.api.PaymentsClient = PaymentsClient;
})();
`;

/**
 * The stand-in pay.js, its sheet on the origin the script was loaded from (the sandbox at
 * `sandboxUrl` when the browser cannot say).
 */
export function googlePayScript(sandboxUrl: string): string {
  return SCRIPT.replace('__SANDBOX__', JSON.stringify(sandboxUrl))
    .replace('__SHEET_PATH__', JSON.stringify(GOOGLE_PAY_SHEET_PATH))
    .replace('__SOURCE__', JSON.stringify(GOOGLE_PAY_MESSAGE_SOURCE));
}

/**
 * Serves the stand-in pay.js where Google serves pay.js (`/gp/p/js/pay.js`), on the sandbox's
 * origin: a JavaScript file any page may load with a `<script>` (the diner app's policy names the
 * sandbox's origin in `script-src`), never sniffed as anything else.
 *
 * @param publicUrl - The address browsers reach the sandbox at, read per answer.
 */
export function registerGooglePayScript(server: FastifyInstance, publicUrl: () => string): void {
  server.get(GOOGLE_PAY_SCRIPT_PATH, (_request, reply) =>
    reply.headers(STAND_IN_SCRIPT_HEADERS).send(googlePayScript(publicUrl())),
  );
}
