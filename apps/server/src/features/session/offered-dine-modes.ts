import type { DineMode, ServiceType } from '@tabula/api-client';

/**
 * The dine modes an outlet's service type offers (spec: A§3 Outlet service_type; A§1 "Eat In or
 * Take Out. The chooser appears only when the outlet offers both").
 */
export function offeredDineModes(serviceType: ServiceType): DineMode[] {
  return serviceType === 'eat_in_and_take_away' ? ['eat_in', 'take_away'] : [serviceType];
}
