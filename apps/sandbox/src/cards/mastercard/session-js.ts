/** The `source` of the messages session.js sends its hosted fields. */
export const HOSTED_SESSION_SOURCE = 'mpgs-hosted-session';
/** The `source` of the messages the hosted fields send the page. */
export const HOSTED_FIELD_SOURCE = 'mpgs-hosted-field';

/**
 * The sandbox's session.js, the browser side of MPGS's Hosted Session, for the page of a merchant:
 * `PaymentSession.configure` puts an iframe of a hosted field (on this script's own origin, the
 * gateway's) in place of each input the merchant names, and `updateSessionFromForm('card')` asks
 * the card number's field to send the card to the gateway's session; the page hears only the
 * answer (masked) in its `formSessionUpdate` callback. The page's own inputs stay empty and
 * hidden, so no card number is ever in the page's document or script.
 *
 * The subset built: `configure({ session, fields: { card }, frameEmbeddingMitigation, callbacks:
 * { initialized, formSessionUpdate }, interaction: { displayControl } })` and
 * `updateSessionFromForm('card')`. A page that is framed is refused (the 'javascript' frame
 * embedding mitigation). Static apart from the merchant and the version it is served for.
 */
const SCRIPT = `(function () {
  'use strict';
  var current = document.currentScript;
  var ORIGIN = new URL(current.src).origin;
  var BASE = ORIGIN + '/form/version/' + encodeURIComponent(__VERSION__) + '/merchant/' + encodeURIComponent(__MERCHANT__);
  var CARD_FIELDS = ['number', 'securityCode', 'expiryMonth', 'expiryYear', 'nameOnCard'];
  var MITIGATIONS = ['javascript', 'x-frame-options', 'csp'];
  var state = null;

  function call(callback, response) {
    if (typeof callback === 'function') callback(response);
  }
  function refuse(callbacks, message) {
    call(callbacks && callbacks.initialized, { status: 'system_error', message: message });
  }
  function randomId() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  function fieldTitle(input, name) {
    var label = input.getAttribute('aria-label');
    if (label) return label;
    if (input.labels && input.labels.length > 0) return input.labels[0].textContent.trim();
    return input.getAttribute('title') || name;
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== ORIGIN || state === null || !data || data.source !== '${HOSTED_FIELD_SOURCE}') return;
    if (data.instance !== state.instance || !state.frames[data.field]) return;
    if (event.source !== state.frames[data.field].contentWindow) return;
    if (data.type === 'ready') {
      state.ready[data.field] = true;
      var all = state.names.every(function (name) { return state.ready[name]; });
      if (all && !state.initialized) {
        state.initialized = true;
        call(state.callbacks.initialized, { status: 'ok' });
      }
    } else if (data.type === 'failed' && !state.initialized) {
      state.initialized = true;
      refuse(state.callbacks, String(data.message));
    } else if (data.type === 'update' && data.field === 'number') {
      call(state.callbacks.formSessionUpdate, data.response);
    }
  });

  function configure(configuration) {
    var config = configuration || {};
    var callbacks = config.callbacks || {};
    if (typeof config.session !== 'string' || config.session === '') {
      return refuse(callbacks, 'A session is required.');
    }
    var mitigation = config.frameEmbeddingMitigation;
    if (!Array.isArray(mitigation) || mitigation.length === 0 || !mitigation.every(function (m) { return MITIGATIONS.indexOf(m) >= 0; })) {
      return refuse(callbacks, 'frameEmbeddingMitigation must name javascript, x-frame-options or csp.');
    }
    if (mitigation.indexOf('javascript') >= 0 && window.top !== window.self) {
      return refuse(callbacks, 'The payment page may not be framed.');
    }
    var card = config.fields && config.fields.card;
    if (!card || typeof card.number !== 'string') {
      return refuse(callbacks, 'fields.card.number is required.');
    }
    var display = (config.interaction && config.interaction.displayControl) || {};
    var instance = randomId();
    var names = CARD_FIELDS.filter(function (name) { return typeof card[name] === 'string'; });
    var inputs = {};
    for (var i = 0; i < names.length; i += 1) {
      var input = document.querySelector(card[names[i]]);
      if (!input) return refuse(callbacks, 'No element matches ' + card[names[i]] + '.');
      inputs[names[i]] = input;
    }
    if (state !== null) {
      Object.keys(state.frames).forEach(function (name) { state.frames[name].remove(); });
    }
    state = { instance: instance, session: config.session, callbacks: callbacks, names: names, frames: {}, ready: {}, initialized: false };
    names.forEach(function (name) {
      var input = inputs[name];
      var frame = document.createElement('iframe');
      var query = '?session=' + encodeURIComponent(config.session) + '&instance=' + instance +
        '&formatCard=' + encodeURIComponent(display.formatCard || 'PLAIN') +
        '&invalidFieldCharacters=' + encodeURIComponent(display.invalidFieldCharacters || 'ALLOW');
      frame.src = BASE + '/hosted-field/' + name + query;
      frame.title = fieldTitle(input, name);
      frame.className = input.className;
      frame.setAttribute('data-hosted-field', name);
      frame.setAttribute('scrolling', 'no');
      input.value = '';
      input.hidden = true;
      input.setAttribute('aria-hidden', 'true');
      input.insertAdjacentElement('afterend', frame);
      state.frames[name] = frame;
    });
  }

  function updateSessionFromForm(paymentType) {
    if (state === null) return;
    var number = state.frames.number;
    if (paymentType !== 'card' || !number || !number.contentWindow) {
      call(state.callbacks.formSessionUpdate, {
        status: 'system_error',
        session: { id: state.session },
        errors: { message: 'Only the card payment type is supported.' }
      });
      return;
    }
    number.contentWindow.postMessage(
      { source: '${HOSTED_SESSION_SOURCE}', type: 'update', instance: state.instance, fields: state.names },
      ORIGIN
    );
  }

  window.PaymentSession = { configure: configure, updateSessionFromForm: updateSessionFromForm };
})();
`;

/**
 * The session.js served for a merchant at an API version.
 *
 * @param merchantId - The merchant of the path.
 * @param version - The version of the path.
 */
export function sessionScript(merchantId: string, version: string): string {
  return SCRIPT.replace('__VERSION__', JSON.stringify(version)).replace(
    '__MERCHANT__',
    JSON.stringify(merchantId),
  );
}
