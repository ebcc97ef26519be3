import { useLingui } from '@lingui/react/macro';
import { endpoints, type PosOutlet } from '@tabula/api-client';
import { posOutletSettingsQueryOptions } from '@tabula/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../app/api';
import { muted, panel } from '../../lib/layout.css';
import { useMayCall } from '../../lib/staff-auth';
import { useFailure } from '../../lib/use-failure';
import { LimitsForm } from './limits-form';
import { ServiceForm } from './service-form';
import { SurchargesForm } from './surcharges-form';
import { TaxesForm } from './taxes-form';
import { TipsForm } from './tips-form';

/**
 * The outlet's settings: how it serves, what one order may hold, its taxes and surcharges, and
 * (owners) the
 * company's tips. A change reaches diners' phones with their next request. Each form starts from
 * the settings as last read (`version` remounts them after a change from elsewhere).
 */
// issue 32: the outlet's settings in the back office (docs/back-office.md).
export function SettingsPage({ outlet }: { outlet: PosOutlet }) {
  const { t } = useLingui();
  const failed = useFailure();
  const mayTip = useMayCall(endpoints.pos.changeTips);
  const query = useQuery(posOutletSettingsQueryOptions(api, { params: { id: outlet.id } }));
  useEffect(() => {
    if (query.error) failed(query.error);
  }, [query.error, failed]);
  const settings = query.data;
  if (settings === undefined) {
    return <p className={`${panel} ${muted}`}>{t`Loading…`}</p>;
  }
  const key = `${String(outlet.id)}-${String(settings.version)}`;
  return (
    <>
      <section className={panel} aria-labelledby="settings-service">
        <h2 id="settings-service">{t`How the outlet serves`}</h2>
        <ServiceForm key={key} outletId={outlet.id} settings={settings} />
      </section>
      <section className={panel} aria-labelledby="settings-limits">
        <h2 id="settings-limits">{t`Order limits`}</h2>
        <LimitsForm key={key} outletId={outlet.id} settings={settings} />
      </section>
      <section className={panel} aria-labelledby="settings-taxes">
        <h2 id="settings-taxes">{t`Taxes`}</h2>
        <TaxesForm key={key} outletId={outlet.id} settings={settings} />
      </section>
      <section className={panel} aria-labelledby="settings-surcharges">
        <h2 id="settings-surcharges">{t`Surcharges`}</h2>
        <SurchargesForm key={key} outletId={outlet.id} settings={settings} />
      </section>
      {mayTip && (
        <section className={panel} aria-labelledby="settings-tips">
          <h2 id="settings-tips">{t`Tips`}</h2>
          <TipsForm key={key} outletId={outlet.id} settings={settings} />
        </section>
      )}
    </>
  );
}
