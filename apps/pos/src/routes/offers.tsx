import { endpoints } from '@tabula/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { OffersPage } from '../features/offers/offers-page';
import { OutletPicker, useChosenOutlet } from '../lib/chosen-outlet';
import { RoleGate } from '../lib/role-gate';

export const Route = createFileRoute('/offers')({ component: Offers });

/** The company's promotions, coupons and loyalty programme (managers read, owners change). */
function Offers() {
  const chosen = useChosenOutlet();
  return (
    <RoleGate endpoint={endpoints.pos.offers}>
      <OutletPicker {...chosen} />
      {chosen.outlet !== undefined && <OffersPage outlet={chosen.outlet} />}
    </RoleGate>
  );
}
