import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TURNSTILE_SCRIPT_PATH } from './turnstile-paths';
import { escapeHtml } from '../escape-html';
import { TURNSTILE_TOKEN_LIFETIME_MS } from './turnstile-ledger';
import { TURNSTILE_SANDBOX_TOKEN_PATH } from './turnstile-routes';
import { STAND_IN_SCRIPT_HEADERS } from '../sandbox-page';

/** The stand-in widget's frame. */
export const TURNSTILE_WIDGET_PATH = '/turnstile/v0/sandbox/widget';

/** What the widget's frame posts to the page: a token, or that the token expired. */
export const TURNSTILE_MESSAGE_SOURCE = 'tabula-turnstile-sandbox';

/**
 * The stand-in of Turnstile's api.js, run in the diner's page. It defines what Cloudflare's
 * script defines for explicit rendering (names as Cloudflare spells them):
 * - `turnstile.render(container, { sitekey, callback, 'expired-callback', 'error-callback',
 *   language })`: draws the widget, a frame on the stand-in's origin titled as Cloudflare's, into
 *   the container; returns the widget id; a missing sitekey or container throws;
 * - `turnstile.reset(id)`: a fresh challenge (after its token was spent), `turnstile.remove(id)`,
 *   `turnstile.getResponse(id)`.
 * The frame posts the token once the diner ticks its box ("Verify you are human") and says when
 * it expired (300 s); only that frame's messages, from the stand-in's origin, are heard.
 */
const SCRIPT = `(function () {
  'use strict';
  var WIDGET = __WIDGET__;
  var SOURCE = __SOURCE__;
  var ORIGIN = new URL(WIDGET).origin;
  var widgets = {};
  var next = 0;

  function element(container) {
    if (typeof container === 'string') return document.querySelector(container);
    return container;
  }

  function frameFor(id, params) {
    var frame = document.createElement('iframe');
    frame.title = 'Widget containing a Cloudflare security challenge';
    frame.src = WIDGET + '?sitekey=' + encodeURIComponent(params.sitekey) + '&id=' + id +
      '&language=' + encodeURIComponent(params.language || 'auto') + '&r=' + Math.random();
    frame.setAttribute('width', '300');
    frame.setAttribute('height', '65');
    frame.style.setProperty('border', '0');
    return frame;
  }

  function hear(event) {
    var data = event.data;
    if (event.origin !== ORIGIN || data === null || typeof data !== 'object' || data.source !== SOURCE) return;
    var widget = widgets[data.id];
    if (widget === undefined || event.source !== widget.frame.contentWindow) return;
    if (data.event === 'success') {
      widget.token = data.token;
      if (typeof widget.params.callback === 'function') widget.params.callback(data.token);
    } else if (data.event === 'expired') {
      widget.token = undefined;
      if (typeof widget.params['expired-callback'] === 'function') widget.params['expired-callback']();
    } else if (data.event === 'error') {
      widget.token = undefined;
      if (typeof widget.params['error-callback'] === 'function') widget.params['error-callback'](data.code);
    }
  }
  window.addEventListener('message', hear);

  window.turnstile = {
    render: function (container, params) {
      var target = element(container);
      if (!target) throw new Error('Turnstile: the container was not found.');
      if (!params || typeof params.sitekey !== 'string' || params.sitekey === '') {
        throw new Error('Turnstile: a sitekey is required.');
      }
      next += 1;
      var id = 'cf-chl-widget-' + next;
      var frame = frameFor(id, params);
      widgets[id] = { frame: frame, params: params, token: undefined, container: target };
      target.appendChild(frame);
      return id;
    },
    reset: function (id) {
      var widget = widgets[id];
      if (widget === undefined) return;
      var fresh = frameFor(id, widget.params);
      widget.container.replaceChild(fresh, widget.frame);
      widget.frame = fresh;
      widget.token = undefined;
    },
    remove: function (id) {
      var widget = widgets[id];
      if (widget === undefined) return;
      widget.frame.remove();
      delete widgets[id];
    },
    getResponse: function (id) {
      var widget = widgets[id];
      return widget === undefined ? undefined : widget.token;
    },
  };
})();
`;

/** The stand-in api.js, its widget on the sandbox at `sandboxUrl`. */
export function turnstileScript(sandboxUrl: string): string {
  return SCRIPT.replace(
    '__WIDGET__',
    JSON.stringify(`${sandboxUrl}${TURNSTILE_WIDGET_PATH}`),
  ).replace('__SOURCE__', JSON.stringify(TURNSTILE_MESSAGE_SOURCE));
}

/**
 * The widget frame's one script: ticking the box asks the stand-in for a token for the site key
 * and posts it to the page that framed it, at the app's origin only; 300 s later it says the
 * token expired and offers the box again.
 */
const WIDGET_SCRIPT = `(function () {
  var box = document.getElementById('human');
  var status = document.getElementById('status');
  var data = document.body.dataset;
  function post(message) {
    message.source = ${JSON.stringify(TURNSTILE_MESSAGE_SOURCE)};
    message.id = data.id;
    window.parent.postMessage(message, data.target);
  }
  box.addEventListener('change', function () {
    if (!box.checked) return;
    box.disabled = true;
    status.textContent = 'Verifying…';
    fetch(${JSON.stringify(TURNSTILE_SANDBOX_TOKEN_PATH)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sitekey: data.sitekey, hostname: new URL(data.target).hostname }),
    })
      .then(function (answer) { return answer.ok ? answer.json() : Promise.reject(answer.status); })
      .then(function (answer) {
        status.textContent = 'Success!';
        post({ event: 'success', token: answer.token });
        setTimeout(function () {
          box.checked = false;
          box.disabled = false;
          status.textContent = 'Expired. Verify again.';
          post({ event: 'expired' });
        }, ${String(TURNSTILE_TOKEN_LIFETIME_MS)});
      })
      .catch(function () {
        box.checked = false;
        box.disabled = false;
        status.textContent = 'Error. Try again.';
        post({ event: 'error', code: '110200' });
      });
  });
})();`;

const WIDGET_SCRIPT_HASH = `'sha256-${createHash('sha256').update(WIDGET_SCRIPT).digest('base64')}'`;

const widgetQuery = z.object({
  sitekey: z.string().min(1).max(100),
  id: z.string().regex(/^cf-chl-widget-\d+$/),
});

/**
 * Serves the stand-in's api.js where Cloudflare serves Turnstile's (`/turnstile/v0/api.js`), and
 * its widget frame, which only the app's origin may frame and which answers only that origin.
 */
export function registerTurnstileWidget(
  server: FastifyInstance,
  publicUrl: () => string,
  appOrigin: () => string,
): void {
  server.get(TURNSTILE_SCRIPT_PATH, (_request, reply) =>
    reply.headers(STAND_IN_SCRIPT_HEADERS).send(turnstileScript(publicUrl())),
  );

  server.get(TURNSTILE_WIDGET_PATH, (request, reply) => {
    const query = widgetQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'sitekey and id are required' });
    const origin = new URL(appOrigin()).origin;
    return reply.headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src ${WIDGET_SCRIPT_HASH}; connect-src 'self'; form-action 'none'; frame-ancestors ${origin}; base-uri 'none'`,
    }).send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Turnstile</title>
<style>body{margin:0;font:14px system-ui,sans-serif}label{display:flex;align-items:center;gap:8px;height:63px;padding:0 12px;border:1px solid #ccc;box-sizing:border-box}input{width:24px;height:24px}#status{margin-inline-start:auto;color:#555}</style>
</head>
<body data-sitekey="${escapeHtml(query.data.sitekey)}" data-id="${escapeHtml(query.data.id)}" data-target="${escapeHtml(origin)}">
<label><input type="checkbox" id="human"> Verify you are human <span id="status" role="status"></span></label>
<script>${WIDGET_SCRIPT}</script>
</body>
</html>`);
  });
}
