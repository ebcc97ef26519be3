import { createHash } from 'node:crypto';
import { escapeHtml } from '../escape-html';
import type { HostedCardField } from './hosted-card';
import { HOSTED_FIELD_SOURCE, HOSTED_SESSION_SOURCE } from './session-js';
import { framedFieldHeaders } from '../sandbox-page';

/**
 * The hosted field's one script. Each field tells the page it is ready; the card number's field,
 * asked by session.js to update the session, reads its sibling fields (frames of this same origin
 * in the same page), sends the card to the gateway and passes the gateway's answer, masked, to the
 * page at the app's origin only. Static, so the page allows it by its hash.
 */
const FIELD_SCRIPT = `(function () {
  'use strict';
  var body = document.body;
  var target = body.getAttribute('data-target');
  var field = body.getAttribute('data-field');
  var instance = body.getAttribute('data-instance');
  var session = body.getAttribute('data-session');
  function send(message) {
    message.source = '${HOSTED_FIELD_SOURCE}';
    message.instance = instance;
    message.field = field;
    window.parent.postMessage(message, target);
  }
  var failure = body.getAttribute('data-error');
  if (failure) { send({ type: 'failed', message: failure }); return; }
  var input = document.getElementById('field');
  var embossed = body.getAttribute('data-format-card') === 'EMBOSSED';
  var reject = body.getAttribute('data-invalid-characters') === 'REJECT';
  input.addEventListener('input', function () {
    var value = input.value;
    if (reject && field !== 'nameOnCard') value = value.replace(field === 'number' ? /[^0-9 ]/g : /[^0-9]/g, '');
    if (embossed && field === 'number') value = value.replace(/[^0-9]/g, '').replace(/([0-9]{4})(?=[0-9])/g, '$1 ');
    if (value !== input.value) input.value = value;
  });
  function siblings() {
    var values = {};
    var frames = window.parent.frames;
    for (var i = 0; i < frames.length; i += 1) {
      try {
        var other = frames[i].document.querySelector('input[data-hosted-field]');
        if (other && other.getAttribute('data-instance') === instance) {
          values[other.getAttribute('data-hosted-field')] = other.value;
        }
      } catch (error) {
        // A frame of another origin: not a field of this form.
      }
    }
    return values;
  }
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (field !== 'number' || event.origin !== target || event.source !== window.parent) return;
    if (!data || data.source !== '${HOSTED_SESSION_SOURCE}' || data.type !== 'update' || data.instance !== instance) return;
    fetch(body.getAttribute('data-update'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card: siblings() }),
      credentials: 'omit'
    })
      .then(function (answer) { return answer.json(); })
      .then(
        function (response) { send({ type: 'update', response: response }); },
        function () {
          send({ type: 'update', response: { status: 'system_error', session: { id: session }, errors: { message: 'The gateway could not be reached.' } } });
        }
      );
  });
  send({ type: 'ready' });
})();`;

const SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIELD_SCRIPT).digest('base64')}'`;

/**
 * The headers of a hosted field: framed by the app's origin only, its script allowed by its hash,
 * calls to the gateway's own origin only, nothing cached.
 */
export function hostedFieldHeaders(appOrigin: string) {
  return framedFieldHeaders(appOrigin, SCRIPT_HASH);
}

/** How each field is typed: its accessible name, keyboard, autofill and hint. */
const FIELD_INPUTS: Record<HostedCardField, { label: string; attributes: string }> = {
  number: {
    label: 'Card number',
    attributes: 'inputmode="numeric" autocomplete="cc-number" maxlength="23"',
  },
  securityCode: {
    label: 'Security code',
    attributes: 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"',
  },
  expiryMonth: {
    label: 'Expiry month',
    attributes: 'inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" placeholder="MM"',
  },
  expiryYear: {
    label: 'Expiry year',
    attributes: 'inputmode="numeric" autocomplete="cc-exp-year" maxlength="4" placeholder="YY"',
  },
  nameOnCard: { label: 'Name on card', attributes: 'autocomplete="cc-name" maxlength="256"' },
};

const STYLE = `html,body{margin:0;padding:0;background:transparent}
input{box-sizing:border-box;width:100%;height:100%;min-height:2.6rem;padding:.6rem .7rem;border:1px solid #c5cbd6;border-radius:8px;font:1rem system-ui,sans-serif;background:#fff;color:#1d2433}
input:focus{outline:2px solid #635bff;outline-offset:-2px}`;

/** What a hosted field's page is made for: its field, its form's instance and session. */
export interface HostedFieldPage {
  field: HostedCardField;
  instance: string;
  sessionId: string;
  formatCard: 'EMBOSSED' | 'PLAIN';
  invalidFieldCharacters: 'REJECT' | 'ALLOW';
  /** Where the number's field sends the card (the gateway's session update). */
  updateUrl: string;
}

function render(body: Record<string, string>, content: string): string {
  const attributes = Object.entries(body)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Hosted field</title><style>${STYLE}</style></head>
<body${attributes}>${content}<script>${FIELD_SCRIPT}</script></body></html>`;
}

/** A hosted field: one input on the gateway's origin, which the page never reads. */
export function renderHostedField(page: HostedFieldPage, appOrigin: string): string {
  const input = FIELD_INPUTS[page.field];
  return render(
    {
      target: appOrigin,
      field: page.field,
      instance: page.instance,
      session: page.sessionId,
      'format-card': page.formatCard,
      'invalid-characters': page.invalidFieldCharacters,
      update: page.updateUrl,
    },
    `<input id="field" data-hosted-field="${escapeHtml(page.field)}" data-instance="${escapeHtml(page.instance)}" aria-label="${escapeHtml(input.label)}" ${input.attributes}>`,
  );
}

/**
 * A hosted field that cannot be shown (an unknown session): it tells the page why, so session.js
 * answers `initialized` with an error.
 */
export function renderHostedFieldFailure(
  field: string,
  instance: string,
  message: string,
  appOrigin: string,
): string {
  return render(
    { target: appOrigin, field, instance, session: '', error: message },
    `<p>${escapeHtml(message)}</p>`,
  );
}
