import type { QuantityLimits } from '@tabula/engine';
import { useHomePage } from '@/lib/venue/home-page';

/** The outlet's quantity limits (outlet.order_limits of the home page configuration). */
export function useQuantityLimits(): QuantityLimits {
  return useHomePage().outlet.order_limits;
}
