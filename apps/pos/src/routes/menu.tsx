import { endpoints } from '@tabula/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { MenuPage } from '../features/menu/menu-page';
import { OutletPicker, useChosenOutlet } from '../lib/chosen-outlet';
import { RoleGate } from '../lib/role-gate';

export const Route = createFileRoute('/menu')({ component: Menu });

/** The back office's menu of the chosen outlet (managers and owners). */
function Menu() {
  const chosen = useChosenOutlet();
  return (
    <RoleGate endpoint={endpoints.pos.menuEditor}>
      <OutletPicker {...chosen} />
      {chosen.outlet !== undefined && <MenuPage outlet={chosen.outlet} />}
    </RoleGate>
  );
}
