import { endpoints } from '@tabula/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../features/settings/settings-page';
import { OutletPicker, useChosenOutlet } from '../lib/chosen-outlet';
import { RoleGate } from '../lib/role-gate';

export const Route = createFileRoute('/settings')({ component: Settings });

/** The back office's settings of the chosen outlet (managers and owners; tips for owners). */
function Settings() {
  const chosen = useChosenOutlet();
  return (
    <RoleGate endpoint={endpoints.pos.outletSettings}>
      <OutletPicker {...chosen} />
      {chosen.outlet !== undefined && <SettingsPage outlet={chosen.outlet} />}
    </RoleGate>
  );
}
