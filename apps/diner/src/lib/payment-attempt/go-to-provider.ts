/** Where a started payment sends the browser: the provider's page, or a form posted to it. */
export type ProviderRedirect =
  /** Open the provider's page. */
  | { kind: 'redirect'; url: string }
  /** Post a form to the provider (hosted pages with form data, the generic partner). */
  | { kind: 'form'; url: string; fields: Readonly<Record<string, string>> };

/**
 * Sends the browser to the payment provider: opens its page, or posts a hidden form with the
 * fields it expects (B§4 Other providers). The page is left; nothing after this runs.
 */
export function goToProvider(redirect: ProviderRedirect, doc: Document = document): void {
  if (redirect.kind === 'redirect') {
    doc.defaultView?.location.assign(redirect.url);
    return;
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = redirect.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
