import type { AppContext } from '../../app-context';
import type { HostedPagesSettings } from '../../config/config';
import { unprocessable } from '../../http/http-error';

/**
 * The hosted-page provider's settings; a 422 payment_type_unavailable without them (the venue
 * snapshot does not offer those types then, so only a stale app gets here).
 */
export function hostedPagesSettings(app: AppContext): HostedPagesSettings {
  if (app.config.hostedPages === null) {
    throw unprocessable('This payment method is not available', 'payment_type_unavailable');
  }
  return app.config.hostedPages;
}
