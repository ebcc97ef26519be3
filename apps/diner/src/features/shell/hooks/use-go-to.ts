import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Navigates to a path given as text (`/login`, `/order-details?payment_status=failed`): the
 * error catalogue and the side menu name routes that later issues build, so they go by href.
 */
export function useGoTo(): (href: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback((href: string) => navigate({ href }), [navigate]);
}
