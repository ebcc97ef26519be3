import { escapeHtml } from '../../http/escape-html';
import type { latestMessages } from './delivery';

/** A stored message as the page lists it. */
export type OutboxRow = Awaited<ReturnType<typeof latestMessages>>[number];

/** How often the page reloads itself, in seconds. */
export const OUTBOX_REFRESH_SECONDS = 5;

function messageRow(message: OutboxRow): string {
  const attachment =
    message.attachmentName === null
      ? ''
      : `<a href="/dev/outbox/${String(message.id)}/attachment">${escapeHtml(message.attachmentName)}</a>`;
  return `<tr>
<td><time datetime="${escapeHtml(message.createdAt.toISOString())}">${escapeHtml(message.createdAt.toISOString())}</time></td>
<td>${escapeHtml(message.channel)}</td>
<td>${escapeHtml(message.recipient)}</td>
<td>${escapeHtml(message.subject ?? '')}</td>
<td><pre>${escapeHtml(message.body)}</pre></td>
<td>${attachment}</td>
</tr>`;
}

/**
 * The dev outbox page (the issue: "the default writes them to an outbox that `pnpm start` shows
 * at a dev page"): the latest SMS and e-mails, newest first, every text escaped, reloading itself
 * every 5 seconds so a one-time code shows up while the diner waits.
 */
export function outboxPageHtml(messages: readonly OutboxRow[]): string {
  const rows =
    messages.length === 0
      ? '<tr><td colspan="6">No messages yet. Sign in from the app and the code shows up here.</td></tr>'
      : messages.map(messageRow).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${String(OUTBOX_REFRESH_SECONDS)}">
<title>Tabula outbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1c1917}
table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #e7e5e4;padding:.5rem;text-align:left;vertical-align:top;font-size:.9rem}
pre{margin:0;white-space:pre-wrap;font-family:ui-monospace,monospace}
</style></head>
<body><main>
<h1>Outbox</h1>
<p>Every SMS and e-mail the server sent, newest first. This page reloads every ${String(OUTBOX_REFRESH_SECONDS)} seconds.</p>
<table>
<thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Subject</th><th>Body</th><th>Attachment</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</main></body></html>`;
}
