import { endpoints } from '@tabula/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { PlacesPage } from '../features/places/places-page';
import { OutletPicker, useChosenOutlet } from '../lib/chosen-outlet';
import { RoleGate } from '../lib/role-gate';

export const Route = createFileRoute('/places')({ component: Places });

/** The back office's tables, counters and QR codes of the chosen outlet (managers and owners). */
function Places() {
  const chosen = useChosenOutlet();
  return (
    <RoleGate endpoint={endpoints.pos.places}>
      <OutletPicker {...chosen} />
      {chosen.outlet !== undefined && <PlacesPage outlet={chosen.outlet} />}
    </RoleGate>
  );
}
