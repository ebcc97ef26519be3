/** Escapes a text for HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The HTML part of an e-mail the server writes: its paragraphs, escaped, in the message's
 * language and direction (Arabic right to left), and one figure set large (a sign-in code).
 * Inline styles only: mail clients drop style sheets.
 */
export function emailHtml(input: {
  language: string;
  direction: 'ltr' | 'rtl';
  title: string;
  paragraphs: readonly string[];
  figure?: string;
}): string {
  const paragraphs = input.paragraphs
    .map((text) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`)
    .join('');
  const figure =
    input.figure === undefined
      ? ''
      : `<p style="margin:0 0 12px;font-size:28px;font-weight:bold;letter-spacing:6px" dir="ltr">${escapeHtml(input.figure)}</p>`;
  return (
    `<!doctype html><html lang="${escapeHtml(input.language)}" dir="${input.direction}">` +
    `<head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title></head>` +
    `<body style="font-family:Helvetica,Arial,sans-serif;font-size:16px;color:#1a1a1a">` +
    `${figure}${paragraphs}</body></html>`
  );
}
