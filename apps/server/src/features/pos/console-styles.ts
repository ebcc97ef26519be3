/** The console's stylesheet: large touch targets for a tablet, logical properties only. */
export const CONSOLE_STYLES = `
:root { color-scheme: light; --ink: #1d232b; --muted: #5b6573; --line: #d6dbe1; --bg: #f4f6f8;
  --card: #fff; --accent: #1a5fb4; --ok: #1e7d45; --warn: #a15c00; --bad: #b3261e; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: var(--ink); background: var(--bg); }
header.bar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 12px 16px;
  background: var(--ink); color: #fff; }
header.bar h1 { font-size: 1.2rem; margin: 0; margin-inline-end: auto; }
main { padding: 16px; display: grid; gap: 16px; }
#console { display: grid; gap: 16px; }
@media (min-width: 900px) { #console { grid-template-columns: 2fr 1fr; align-items: start; } }
section.panel { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 16px; }
section.panel h2 { margin-block: 0 12px; font-size: 1.1rem; }
label { display: inline-flex; flex-direction: column; gap: 4px; font-size: 0.85rem; color: var(--muted); }
input, select, button { font: inherit; min-height: 44px; border-radius: 8px; }
input, select { border: 1px solid var(--line); padding-inline: 10px; background: #fff; color: var(--ink); }
input[type="number"] { inline-size: 7em; }
button { border: 1px solid var(--accent); background: var(--accent); color: #fff; padding-inline: 16px; cursor: pointer; }
button.secondary { background: #fff; color: var(--accent); }
button.danger { background: #fff; color: var(--bad); border-color: var(--bad); }
button:disabled { opacity: 0.5; cursor: not-allowed; }
.row { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-end; }
.hidden { display: none !important; }
#flash { min-block-size: 1.4em; margin: 0; font-weight: 600; }
#flash.error { color: var(--bad); }
#flash.ok { color: var(--ok); }
.orders { display: grid; gap: 12px; }
article.order { border: 1px solid var(--line); border-radius: 10px; padding: 12px; display: grid; gap: 8px; }
article.order h3 { margin: 0; font-size: 1.05rem; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.badge { display: inline-block; border-radius: 999px; padding: 2px 10px; font-size: 0.8rem;
  background: var(--bg); border: 1px solid var(--line); }
.badge.status-unconfirmed, .badge.status-payment_in_progress { color: var(--warn); border-color: var(--warn); }
.badge.status-confirmed, .badge.status-ready { color: var(--accent); border-color: var(--accent); }
.badge.status-delivered, .badge.pay-paid { color: var(--ok); border-color: var(--ok); }
.badge.status-rejected, .badge.status-cancelled, .badge.pay-declined { color: var(--bad); border-color: var(--bad); }
.total { margin-inline-start: auto; font-variant-numeric: tabular-nums; }
.meta { color: var(--muted); font-size: 0.9rem; margin: 0; }
.items { margin: 0; }
details summary { cursor: pointer; color: var(--accent); min-block-size: 44px; display: flex; align-items: center; }
details .row { margin-block: 8px; }
.stock-category h3 { font-size: 0.95rem; margin-block: 12px 4px; color: var(--muted); }
.stock-item { display: flex; justify-content: space-between; align-items: center; gap: 8px;
  padding-block: 4px; border-block-end: 1px solid var(--line); }
.stock-item.pick { padding-inline-start: 20px; }
.stock-item.sold-out .name { text-decoration: line-through; color: var(--muted); }
.empty { color: var(--muted); }
`;
