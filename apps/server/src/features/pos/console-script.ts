/**
 * The console page's one script. It keeps the staff token in sessionStorage (gone when the tab
 * closes), calls the JSON API under /pos/api with it, and builds every element with
 * textContent, never innerHTML, so nothing an order carries can become markup. Amounts are
 * shown as the server stores them (decimal strings); the script does no arithmetic on money.
 */
// spec: A§6, B§6 POS staff; issue 4 POS console (orders, actions, stock, payments, discounts).
export const CONSOLE_SCRIPT = String.raw`
(function () {
  'use strict';
  var TOKEN_KEY = 'tabula.pos.staffToken';
  var OUTLET_KEY = 'tabula.pos.outlet';
  var REFRESH_MS = 5000;
  var ACTION_LABELS = { confirm: 'Confirm', ready: 'Ready', deliver: 'Delivered', reject: 'Reject', cancel: 'Cancel' };
  var ACTION_DONE = { confirm: 'confirmed', ready: 'marked ready', deliver: 'delivered', reject: 'rejected', cancel: 'cancelled' };
  var state = { outlets: [], outletId: null, status: '', openPanels: {}, busy: false, timer: null };

  function byId(id) { return document.getElementById(id); }
  function token() { return sessionStorage.getItem(TOKEN_KEY) || ''; }

  function h(tag, attrs) {
    var node = document.createElement(tag);
    var key;
    for (key in attrs || {}) {
      var value = attrs[key];
      if (value === null || value === undefined || value === false) continue;
      if (key === 'class') node.className = value;
      else if (key === 'text') node.textContent = value;
      else if (key.slice(0, 2) === 'on') node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? '' : String(value));
    }
    for (var i = 2; i < arguments.length; i++) {
      var child = arguments[i];
      if (child === null || child === undefined || child === false) continue;
      node.append(child);
    }
    return node;
  }

  function flash(message, kind) {
    var node = byId('flash');
    node.textContent = message;
    node.className = kind || '';
  }

  function ApiError(status, message) { this.status = status; this.message = message; }

  function api(method, path, body) {
    var headers = { authorization: 'Bearer ' + token(), accept: 'application/json' };
    var init = { method: method, headers: headers, cache: 'no-store' };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch(path, init).then(function (response) {
      return response.json().catch(function () { return null; }).then(function (data) {
        if (response.status === 401) {
          signOut('The staff token was refused. Enter it again.');
          throw new ApiError(401, 'Staff token refused');
        }
        if (!response.ok) {
          throw new ApiError(response.status, (data && data.error) || ('Request failed (' + response.status + ')'));
        }
        return data;
      });
    });
  }

  function failed(error) {
    if (error && error.status === 401) return;
    flash((error && error.message) || 'Something went wrong', 'error');
  }

  function signOut(message) {
    sessionStorage.removeItem(TOKEN_KEY);
    if (state.timer !== null) clearInterval(state.timer);
    state.timer = null;
    byId('sign-in').classList.remove('hidden');
    byId('console').classList.add('hidden');
    byId('sign-out').classList.add('hidden');
    flash(message || '', message ? 'error' : '');
  }

  function signIn() {
    byId('sign-in').classList.add('hidden');
    byId('console').classList.remove('hidden');
    byId('sign-out').classList.remove('hidden');
    return api('GET', '/pos/api/outlets').then(function (data) {
      state.outlets = data.outlets;
      var select = byId('outlet');
      select.replaceChildren();
      data.outlets.forEach(function (outlet) {
        select.append(h('option', { value: outlet.id, text: outlet.company_name + ' (outlet ' + outlet.id + ', ' + outlet.currency + ')' }));
      });
      var saved = Number(sessionStorage.getItem(OUTLET_KEY));
      var chosen = data.outlets.some(function (o) { return o.id === saved; }) ? saved : (data.outlets[0] ? data.outlets[0].id : null);
      state.outletId = chosen;
      if (chosen !== null) select.value = String(chosen);
      flash('', '');
      refreshAll();
      if (state.timer === null) state.timer = setInterval(autoRefresh, REFRESH_MS);
    }).catch(failed);
  }

  function refreshAll() { refreshOrders(); refreshMenu(); }

  function typingInOrders() {
    var active = document.activeElement;
    return !!active && byId('orders').contains(active) && (active.tagName === 'INPUT' || active.tagName === 'SELECT');
  }

  function autoRefresh() {
    if (state.busy || typingInOrders() || document.hidden) return;
    refreshOrders();
  }

  function refreshOrders() {
    if (state.outletId === null) return Promise.resolve();
    var query = '?outlet_id=' + encodeURIComponent(state.outletId) + (state.status ? '&status=' + encodeURIComponent(state.status) : '');
    return api('GET', '/pos/api/orders' + query).then(function (data) {
      renderOrders(data.orders);
      byId('updated').textContent = 'Updated ' + new Date().toLocaleTimeString();
    }).catch(failed);
  }

  function refreshMenu() {
    if (state.outletId === null) return Promise.resolve();
    return api('GET', '/pos/api/outlets/' + state.outletId + '/menu').then(function (data) {
      renderMenu(data.categories);
    }).catch(failed);
  }

  function act(label, method, path, body) {
    state.busy = true;
    return api(method, path, body).then(function () {
      flash(label, 'ok');
      return refreshOrders();
    }).catch(failed).then(function () { state.busy = false; });
  }

  function time(iso) { return iso ? new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : ''; }

  function actionControls(order) {
    var row = h('div', { class: 'row' });
    order.allowed_actions.forEach(function (action) {
      var path = '/pos/api/orders/' + order.id + '/' + action;
      var label = 'Order ' + order.order_number + ' ' + ACTION_DONE[action];
      if (action === 'confirm') {
        var eta = h('input', { type: 'number', min: '0', max: '1440', step: '1', value: '15', 'aria-label': 'ETA in minutes' });
        row.append(h('label', { text: 'ETA (minutes)' }, eta));
        row.append(h('button', { type: 'button', text: 'Confirm', onclick: function () {
          var minutes = eta.value.trim();
          act(label, 'POST', path, minutes === '' ? {} : { eta_minutes: Number(minutes) });
        } }));
        return;
      }
      var danger = action === 'reject' || action === 'cancel';
      row.append(h('button', { type: 'button', class: danger ? 'danger' : '', text: ACTION_LABELS[action], onclick: function () {
        if (danger && !confirm(ACTION_LABELS[action] + ' order ' + order.order_number + '?')) return;
        act(label, 'POST', path, {});
      } }));
    });
    return row;
  }

  function moneyPanel(order) {
    if (!order.can_record_payment && !order.can_reprice) return null;
    var panel = h('details', { ontoggle: function () { state.openPanels[order.id] = panel.open; } });
    panel.open = !!state.openPanels[order.id];
    panel.append(h('summary', { text: 'Payment, discount, loyalty' }));
    var base = '/pos/api/orders/' + order.id;
    if (order.can_record_payment) {
      var type = h('select', { 'aria-label': 'Payment type' }, h('option', { value: 'cash', text: 'Cash' }), h('option', { value: 'card', text: 'Card (terminal)' }));
      panel.append(h('div', { class: 'row' }, h('label', { text: 'Paid by' }, type),
        h('button', { type: 'button', text: 'Record payment of ' + order.currency + ' ' + order.total_amount, onclick: function () {
          act('Order ' + order.order_number + ': payment recorded', 'POST', base + '/payments', { payment_type: type.value, amount: order.total_amount });
        } })));
    }
    if (order.can_reprice) {
      var kind = h('select', { 'aria-label': 'Discount kind' }, h('option', { value: 'coupon_code', text: 'Coupon code' }), h('option', { value: 'percent', text: 'Percent off' }), h('option', { value: 'amount', text: 'Amount off' }));
      var value = h('input', { type: 'text', inputmode: 'decimal', 'aria-label': 'Discount value', placeholder: 'e.g. SAVE10 or 10' });
      panel.append(h('div', { class: 'row' }, h('label', { text: 'Discount' }, kind), h('label', { text: 'Value' }, value),
        h('button', { type: 'button', class: 'secondary', text: 'Apply discount', onclick: function () {
          var body = {};
          body[kind.value] = value.value.trim();
          act('Order ' + order.order_number + ': discount applied', 'POST', base + '/discount', body);
        } })));
      if (order.customer_id !== null) {
        var points = h('input', { type: 'text', inputmode: 'decimal', 'aria-label': 'Loyalty points', placeholder: 'points' });
        panel.append(h('div', { class: 'row' }, h('label', { text: 'Loyalty points' }, points),
          h('button', { type: 'button', class: 'secondary', text: 'Redeem loyalty', onclick: function () {
            act('Order ' + order.order_number + ': loyalty applied', 'POST', base + '/loyalty', { points: points.value.trim() });
          } })));
      }
    }
    return panel;
  }

  function renderOrders(orders) {
    var list = byId('orders');
    list.replaceChildren();
    if (orders.length === 0) {
      list.append(h('p', { class: 'empty', text: 'No orders' + (state.status ? ' with status ' + state.status.replace(/_/g, ' ') : '') + '.' }));
      return;
    }
    orders.forEach(function (order) {
      var where = order.table_number === null ? 'Counter' : 'Table ' + order.table_number;
      var meta = 'Placed ' + time(order.created_at) + (order.eta ? ' · ETA ' + time(order.eta) : '');
      list.append(h('article', { class: 'order', 'data-order-id': order.id },
        h('h3', null,
          h('span', { text: '#' + order.order_number }),
          h('span', { class: 'badge', text: where }),
          h('span', { class: 'badge status-' + order.status, text: order.status.replace(/_/g, ' ') }),
          h('span', { class: 'badge pay-' + order.payment_status, text: order.payment_status }),
          h('span', { class: 'total', text: order.currency + ' ' + order.total_amount })),
        h('p', { class: 'items', text: order.items_summary || '(no items)' }),
        h('p', { class: 'meta', text: meta }),
        actionControls(order),
        moneyPanel(order)));
    });
  }

  function stockRow(item, pick) {
    return h('div', { class: 'stock-item' + (pick ? ' pick' : '') + (item.sold_out ? ' sold-out' : '') },
      h('span', { class: 'name', text: item.name }),
      h('button', { type: 'button', class: item.sold_out ? '' : 'secondary', 'aria-pressed': item.sold_out ? 'true' : 'false',
        text: item.sold_out ? 'Sold out: make available' : 'Mark sold out',
        onclick: function () {
          api('POST', '/pos/api/outlets/' + state.outletId + '/stock', { item_id: item.id, sold_out: !item.sold_out })
            .then(function () { flash(item.name + (item.sold_out ? ' is available again' : ' is sold out'), 'ok'); return refreshMenu(); })
            .catch(failed);
        } }));
  }

  function renderMenu(categories) {
    var list = byId('menu');
    list.replaceChildren();
    categories.forEach(function (category) {
      if (category.items.length === 0) return;
      var block = h('div', { class: 'stock-category' }, h('h3', { text: category.name }));
      category.items.forEach(function (item) {
        block.append(stockRow(item, false));
        item.items.forEach(function (pick) { block.append(stockRow(pick, true)); });
      });
      list.append(block);
    });
  }

  byId('sign-in').addEventListener('submit', function (event) {
    event.preventDefault();
    var value = byId('token').value.trim();
    if (!value) { flash('Enter the staff token.', 'error'); return; }
    sessionStorage.setItem(TOKEN_KEY, value);
    byId('token').value = '';
    signIn();
  });
  byId('sign-out').addEventListener('click', function () { signOut(''); });
  byId('outlet').addEventListener('change', function (event) {
    state.outletId = Number(event.target.value);
    sessionStorage.setItem(OUTLET_KEY, String(state.outletId));
    refreshAll();
  });
  byId('status').addEventListener('change', function (event) {
    state.status = event.target.value;
    refreshOrders();
  });
  byId('refresh').addEventListener('click', refreshAll);

  if (token()) signIn(); else signOut('');
})();
`;
