import type { PaymentOutcome } from './payment-outcome';

/**
 * Sends the browser to the payment provider: opens its page, or posts a hidden form with the
 * fields it expects (B§4 Other providers). The page is left; nothing after this runs.
 */
export function goToProvider(
  outcome: Exclude<PaymentOutcome, { kind: 'placed' }>,
  doc: Document = document,
): void {
  if (outcome.kind === 'redirect') {
    doc.defaultView?.location.assign(outcome.url);
    return;
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = outcome.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(outcome.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
