import { STRIPE_JS_MESSAGE_SOURCE, STRIPE_JS_PAGE_PATHS } from './stripe-js-path';

/**
 * The stand-in of Stripe.js, run in the merchant's page. It defines what Stripe's script defines,
 * `window.Stripe(publishableKey, { locale })`, with the part of Stripe.js the diner app uses
 * (names, results and error wording as Stripe's):
 * - `elements(options)` and its `create('card', options)`: the card Element, one per group. It
 *   `mount`s a frame of the stand-in's card page (the card never touches the merchant's page),
 *   `unmount`s, is `destroy`ed, takes `on`/`off`/`once` handlers for `ready`, `change`
 *   (`{ elementType, empty, complete, brand, error? }`), `focus` and `blur`, and `focus()`,
 *   `blur()`, `clear()`, `update({ disabled })`. Other Element types throw;
 * - `confirmCardPayment(clientSecret, { payment_method }, { handleActions })`: the card frame
 *   confirms the intent with the typed card (`{ card: cardElement, billing_details }`), or a
 *   payment method's id, through the API with the publishable key; 3-D Secure opens the bank's
 *   challenge in a modal over the page, after which the intent is read again. It resolves
 *   `{ paymentIntent }` or `{ error }` (validation_error, card_error with the intent,
 *   payment_intent_authentication_failure), as Stripe.js does;
 * - `retrievePaymentIntent(clientSecret)`, and `_registerWrapper()` (which `@stripe/stripe-js`
 *   calls).
 * Every frame it opens is on the origin it was loaded from (`document.currentScript`), so it works
 * wherever it is served; it hears its own frames only, from that origin. API calls go through a
 * frame: the card's, or a hidden controller frame when no card is mounted.
 */
export const STRIPE_JS_SCRIPT = `(function () {
  'use strict';
  var SOURCE = '${STRIPE_JS_MESSAGE_SOURCE}';
  var PATHS = {
    card: '${STRIPE_JS_PAGE_PATHS.card}',
    controller: '${STRIPE_JS_PAGE_PATHS.controller}',
    threeDSecure: '${STRIPE_JS_PAGE_PATHS.threeDSecure}'
  };
  // Fits the card frame's two rows of fields and its error line (card-element-page.ts).
  var CARD_FRAME_HEIGHT = '140px';
  var SETTLED = ['succeeded', 'processing', 'requires_capture'];
  var AUTHENTICATION_FAILURE = 'We are unable to authenticate your payment method. Please ' +
    'choose a different payment method and try again.';
  var NOT_MOUNTED = 'We could not retrieve data from the specified Element. Please make sure ' +
    'the Element you are attempting to use is still mounted.';
  var CONNECTION_ERROR = 'An error occurred with our connection to Stripe.';
  var STATE_CLASSES = ['StripeElement', 'StripeElement--empty', 'StripeElement--complete',
    'StripeElement--invalid', 'StripeElement--focus'];

  function scriptOrigin() {
    var script = document.currentScript;
    if (!script || !script.src) {
      var scripts = document.querySelectorAll('script[src]');
      for (var i = scripts.length - 1; i >= 0; i -= 1) {
        var src = scripts[i].src.split('?')[0];
        if (/[/]v3[/]?$/.test(src) || /[/]stripe[.]js$/.test(src)) {
          script = scripts[i];
          break;
        }
      }
    }
    return new URL(script.src, location.href).origin;
  }
  var ORIGIN = scriptOrigin();
  var frames = 0;
  var requests = 0;

  function integrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }
  function query(params) {
    return Object.keys(params).map(function (name) {
      return name + '=' + encodeURIComponent(params[name]);
    }).join('&');
  }
  function styled(element, style) {
    Object.keys(style).forEach(function (name) { element.style[name] = style[name]; });
  }
  function removed(element) {
    if (element.parentNode !== null) element.parentNode.removeChild(element);
  }

  // Every message of the stand-in's frames, from its origin, goes to its frame's listener.
  var listeners = [];
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== ORIGIN || data === null || typeof data !== 'object' || data.source !== SOURCE) return;
    listeners.slice().forEach(function (listener) {
      var source = listener.frame.contentWindow;
      if (source !== null && event.source === source) listener.hear(data);
    });
  });
  function listen(frame, hear) {
    var listener = { frame: frame, hear: hear };
    listeners.push(listener);
    return function () {
      var index = listeners.indexOf(listener);
      if (index >= 0) listeners.splice(index, 1);
    };
  }

  function connectionLost() {
    return { status: 0, body: { error: { type: 'api_connection_error', message: CONNECTION_ERROR } } };
  }

  // A frame the page talks to: messages wait until it is ready; requests get their answer.
  function Channel(frame, onEvent) {
    var channel = this;
    channel.frame = frame;
    channel.ready = false;
    channel.closed = false;
    channel.queue = [];
    channel.pending = {};
    channel.stop = listen(frame, function (data) {
      if (data.type === 'response') {
        var settle = channel.pending[data.id];
        if (settle === undefined) return;
        delete channel.pending[data.id];
        settle(data);
        return;
      }
      if (data.type === 'ready') {
        channel.ready = true;
        var queue = channel.queue;
        channel.queue = [];
        queue.forEach(function (message) { channel.post(message); });
      }
      if (onEvent) onEvent(data);
    });
  }
  Channel.prototype.post = function (message) {
    if (this.closed) return;
    message.source = SOURCE;
    if (!this.ready || this.frame.contentWindow === null) {
      this.queue.push(message);
      return;
    }
    this.frame.contentWindow.postMessage(message, ORIGIN);
  };
  Channel.prototype.request = function (message) {
    var channel = this;
    if (channel.closed) return Promise.resolve(connectionLost());
    requests += 1;
    message.id = 'req_' + requests + '_' + Math.random().toString(36).slice(2);
    return new Promise(function (resolve) {
      channel.pending[message.id] = resolve;
      channel.post(message);
    });
  };
  Channel.prototype.close = function () {
    var pending = this.pending;
    this.closed = true;
    this.pending = {};
    this.queue = [];
    this.stop();
    Object.keys(pending).forEach(function (id) { pending[id](connectionLost()); });
  };

  function CardElement(group, options) {
    this._group = group;
    this._options = options || {};
    this._handlers = {};
    this._frame = null;
    this._channel = null;
    this._container = null;
    this._destroyed = false;
  }
  CardElement.prototype._emit = function (type, event) {
    (this._handlers[type] || []).slice().forEach(function (handler) {
      try {
        handler(event);
      } catch (error) {
        setTimeout(function () { throw error; });
      }
    });
  };
  CardElement.prototype._state = function (name, on) {
    if (this._container === null) return;
    if (on) this._container.classList.add(name);
    else this._container.classList.remove(name);
  };
  CardElement.prototype._hear = function (data) {
    if (data.type === 'ready') {
      this._emit('ready', { elementType: 'card' });
    } else if (data.type === 'change') {
      var event = {
        elementType: 'card',
        empty: data.empty === true,
        complete: data.complete === true,
        brand: typeof data.brand === 'string' ? data.brand : 'unknown'
      };
      if (data.error !== null && typeof data.error === 'object') {
        event.error = { type: 'validation_error', code: String(data.error.code), message: String(data.error.message) };
      }
      this._state('StripeElement--empty', event.empty);
      this._state('StripeElement--complete', event.complete);
      this._state('StripeElement--invalid', event.error !== undefined);
      this._emit('change', event);
    } else if (data.type === 'focus' || data.type === 'blur') {
      this._state('StripeElement--focus', data.type === 'focus');
      this._emit(data.type, { elementType: 'card' });
    }
  };
  CardElement.prototype.mount = function (target) {
    if (this._destroyed) throw integrationError('This Element has already been destroyed. Please create a new one.');
    if (this._frame !== null) {
      throw integrationError('This Element is already mounted. Use unmount() to unmount the Element before re-mounting.');
    }
    var container = typeof target === 'string' ? document.querySelector(target) : target;
    if (typeof target === 'string' && container === null) {
      throw integrationError('The selector you specified (' + target + ') applies to no DOM elements ' +
        'that are currently on the page. Make sure the element exists on the page before calling mount().');
    }
    if (!container || container.nodeType !== 1) {
      throw integrationError('Invalid DOM element. Make sure to call mount() with a valid DOM element or selector.');
    }
    var element = this;
    var stripe = element._group._stripe;
    frames += 1;
    var frame = document.createElement('iframe');
    frame.name = '__privateStripeFrame' + frames;
    frame.title = 'Secure card payment input frame';
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('allowtransparency', 'true');
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute('allow', 'payment *');
    styled(frame, {
      border: 'none', margin: '0', padding: '0', width: '100%', minWidth: '100%',
      height: CARD_FRAME_HEIGHT, display: 'block', overflow: 'hidden', background: 'transparent'
    });
    frame.src = ORIGIN + PATHS.card + '?' + query({
      key: stripe._key,
      locale: element._group._locale(),
      parent: location.origin
    });
    element._frame = frame;
    element._container = container;
    element._channel = new Channel(frame, function (data) { element._hear(data); });
    container.classList.add('StripeElement', 'StripeElement--empty');
    container.appendChild(frame);
    if (typeof element._options.disabled === 'boolean') {
      element._channel.post({ type: 'update', disabled: element._options.disabled });
    }
    return element;
  };
  CardElement.prototype.unmount = function () {
    if (this._frame === null) return this;
    this._channel.close();
    removed(this._frame);
    var container = this._container;
    STATE_CLASSES.forEach(function (name) { container.classList.remove(name); });
    this._frame = null;
    this._channel = null;
    this._container = null;
    return this;
  };
  CardElement.prototype.destroy = function () {
    this.unmount();
    this._destroyed = true;
    if (this._group._card === this) this._group._card = null;
    return this;
  };
  CardElement.prototype.on = function (type, handler) {
    if (typeof handler !== 'function') {
      throw integrationError('The on() method of an Element needs a handler function for ' + String(type) + '.');
    }
    this._handlers[type] = (this._handlers[type] || []).concat([handler]);
    return this;
  };
  CardElement.prototype.once = function (type, handler) {
    var element = this;
    function once(event) {
      element.off(type, once);
      handler(event);
    }
    return element.on(type, once);
  };
  CardElement.prototype.off = function (type, handler) {
    if (handler === undefined) {
      delete this._handlers[type];
    } else {
      this._handlers[type] = (this._handlers[type] || []).filter(function (kept) { return kept !== handler; });
    }
    return this;
  };
  CardElement.prototype._tell = function (message) {
    if (this._channel !== null) this._channel.post(message);
    return this;
  };
  CardElement.prototype.focus = function () { return this._tell({ type: 'focus' }); };
  CardElement.prototype.blur = function () { return this._tell({ type: 'blur' }); };
  CardElement.prototype.clear = function () { return this._tell({ type: 'clear' }); };
  CardElement.prototype.update = function (options) {
    var changes = options || {};
    Object.keys(changes).forEach(function (name) { this._options[name] = changes[name]; }, this);
    if (typeof changes.disabled === 'boolean') this._tell({ type: 'update', disabled: changes.disabled });
    return this;
  };

  function Elements(stripe, options) {
    this._stripe = stripe;
    this._options = options || {};
    this._card = null;
  }
  Elements.prototype._locale = function () {
    return typeof this._options.locale === 'string' ? this._options.locale : this._stripe._locale;
  };
  Elements.prototype.create = function (type, options) {
    if (type !== 'card') {
      throw integrationError('A valid Element name must be provided. Valid Elements are: card; you passed: ' +
        String(type) + '.');
    }
    if (this._card !== null) throw integrationError('Can only create one Element of type card.');
    this._card = new CardElement(this, options);
    return this._card;
  };
  Elements.prototype.getElement = function (type) {
    return type === 'card' ? this._card : null;
  };
  Elements.prototype.update = function (options) {
    var changes = options || {};
    Object.keys(changes).forEach(function (name) { this._options[name] = changes[name]; }, this);
  };

  function clientSecretChecked(clientSecret, method) {
    if (typeof clientSecret !== 'string' || clientSecret.indexOf('_secret_') < 1) {
      throw integrationError('Invalid value for ' + method + ': clientSecret should be a client secret of ' +
        'the form pi_..._secret_.... You specified: ' + String(clientSecret) + '.');
    }
    return clientSecret;
  }

  // The error of an API answer that is not an intent, or null.
  function apiFailure(answer) {
    var body = answer.body;
    if (answer.status >= 200 && answer.status < 300 && body !== null && typeof body === 'object' && !body.error) {
      return null;
    }
    var error = body !== null && typeof body === 'object' && body.error !== null && typeof body.error === 'object'
      ? body.error
      : { type: 'api_error', message: 'An unknown error occurred.' };
    return { error: error };
  }

  // A confirmed intent as Stripe.js hands it back: paid or waiting, or the card's failure.
  function intentResult(intent) {
    var failure = intent.last_payment_error;
    if (intent.status === 'requires_payment_method' && failure !== null && typeof failure === 'object') {
      var error = { type: failure.type || 'card_error', code: failure.code, message: failure.message, payment_intent: intent };
      if (error.type === 'card_error') error.decline_code = failure.decline_code || failure.code;
      return { error: error };
    }
    return { paymentIntent: intent };
  }

  function Stripe(publishableKey, options) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey, options);
    if (typeof publishableKey !== 'string' || publishableKey === '') {
      throw integrationError('Please call Stripe() with your publishable key. You used an empty string.');
    }
    if (/^(sk|rk)_/.test(publishableKey)) {
      throw integrationError('You should not use your secret key with Stripe.js. Please pass a publishable key instead.');
    }
    this._key = publishableKey;
    this._locale = options && typeof options.locale === 'string' ? options.locale : 'auto';
    this._groups = [];
    this._controller = null;
  }
  // The release @stripe/stripe-js 10 expects (it warns about any other).
  Stripe.version = 'endive';

  Stripe.prototype.elements = function (options) {
    var group = new Elements(this, options);
    this._groups.push(group);
    return group;
  };
  Stripe.prototype._registerWrapper = function () {};
  Stripe.prototype.registerAppInfo = function () {};

  // The frame that makes an API call: the one given while it is open, a mounted card's, else
  // the hidden controller frame.
  Stripe.prototype._apiChannel = function (preferred) {
    if (preferred && !preferred.closed) return preferred;
    for (var i = 0; i < this._groups.length; i += 1) {
      var card = this._groups[i]._card;
      if (card !== null && card._channel !== null) return card._channel;
    }
    if (this._controller === null || this._controller.closed) {
      frames += 1;
      var frame = document.createElement('iframe');
      frame.name = '__privateStripeController' + frames;
      frame.title = 'Stripe.js controller frame';
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      frame.style.display = 'none';
      frame.src = ORIGIN + PATHS.controller + '?' + query({ key: this._key, parent: location.origin });
      this._controller = new Channel(frame, null);
      (document.body || document.documentElement).appendChild(frame);
    }
    return this._controller;
  };

  // The channel a confirmation goes through, with what it confirms with.
  Stripe.prototype._confirmChannel = function (request, data) {
    var method = data.payment_method;
    if (method !== null && typeof method === 'object') {
      var element = method.card;
      if (!(element instanceof CardElement)) {
        throw integrationError('Invalid value for confirmCardPayment: payment_method.card should be a card Element.');
      }
      if (element._channel === null) throw integrationError(NOT_MOUNTED);
      request.useCard = true;
      if (method.billing_details !== null && typeof method.billing_details === 'object') {
        request.billingDetails = JSON.parse(JSON.stringify(method.billing_details));
      }
      return element._channel;
    }
    if (typeof method === 'string') {
      if (!/^pm_/.test(method)) {
        throw integrationError('Invalid value for confirmCardPayment: payment_method should be a PaymentMethod id ' +
          '(pm_...) or an object. You specified: ' + method + '.');
      }
      request.paymentMethod = method;
    } else if (method !== undefined && method !== null) {
      throw integrationError('Invalid value for confirmCardPayment: payment_method should be an object or a string.');
    }
    return this._apiChannel(null);
  };

  Stripe.prototype.confirmCardPayment = function (clientSecret, data, options) {
    var stripe = this;
    var request = { type: 'confirm' };
    var channel;
    try {
      request.clientSecret = clientSecretChecked(clientSecret, 'confirmCardPayment');
      channel = stripe._confirmChannel(request, data || {});
    } catch (error) {
      return Promise.reject(error);
    }
    var handleActions = !(options && options.handleActions === false);
    return channel.request(request).then(function (answer) {
      if (answer.error) return { error: answer.error };
      var failed = apiFailure(answer);
      if (failed !== null) return failed;
      var intent = answer.body;
      if (intent.status === 'requires_action' && handleActions) {
        return stripe._authenticate(request.clientSecret, channel);
      }
      return intentResult(intent);
    });
  };

  // The bank's challenge in a modal over the page; once answered, the intent as it now stands.
  Stripe.prototype._authenticate = function (clientSecret, channel) {
    var stripe = this;
    return new Promise(function (resolve) {
      var overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-label', '3D Secure');
      styled(overlay, {
        position: 'fixed', top: '0', right: '0', bottom: '0', left: '0', zIndex: '2147483647',
        display: 'flex', alignItems: 'center', justifyContent: 'center',
        background: 'rgba(0, 0, 0, 0.5)'
      });
      frames += 1;
      var frame = document.createElement('iframe');
      frame.name = '__privateStripeFrame' + frames;
      frame.title = '3D Secure authentication frame';
      frame.setAttribute('frameborder', '0');
      styled(frame, {
        border: 'none', width: '100%', maxWidth: '500px', height: '600px', maxHeight: '100%',
        background: '#fff', borderRadius: '8px'
      });
      frame.src = ORIGIN + PATHS.threeDSecure + '?' + query({
        key: stripe._key,
        client_secret: clientSecret,
        parent: location.origin
      });
      overlay.appendChild(frame);
      var before = document.activeElement;
      function focusFrame() {
        frame.removeEventListener('load', focusFrame);
        frame.focus();
      }
      frame.addEventListener('load', focusFrame);
      var stop = listen(frame, function (data) {
        if (data.type !== 'three_d_secure_done') return;
        stop();
        removed(overlay);
        if (before && typeof before.focus === 'function') before.focus();
        stripe._apiChannel(channel).request({ type: 'retrieve', clientSecret: clientSecret }).then(function (answer) {
          var failed = apiFailure(answer);
          if (failed !== null) {
            resolve(failed);
          } else if (SETTLED.indexOf(answer.body.status) >= 0) {
            resolve({ paymentIntent: answer.body });
          } else {
            resolve({ error: {
              type: 'invalid_request_error',
              code: 'payment_intent_authentication_failure',
              message: AUTHENTICATION_FAILURE,
              payment_intent: answer.body
            } });
          }
        });
      });
      (document.body || document.documentElement).appendChild(overlay);
    });
  };

  Stripe.prototype.retrievePaymentIntent = function (clientSecret) {
    var request = { type: 'retrieve' };
    try {
      request.clientSecret = clientSecretChecked(clientSecret, 'retrievePaymentIntent');
    } catch (error) {
      return Promise.reject(error);
    }
    return this._apiChannel(null).request(request).then(function (answer) {
      if (answer.error) return { error: answer.error };
      return apiFailure(answer) || { paymentIntent: answer.body };
    });
  };

  window.Stripe = Stripe;
})();
`;
