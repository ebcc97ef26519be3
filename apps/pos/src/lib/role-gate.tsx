import { useLingui } from '@lingui/react/macro';
import type { AnyEndpoint } from '@tabula/api-client';
import type { ReactNode } from 'react';
import { panel } from './layout.css';
import { useMayCall } from './staff-auth';

/**
 * A page of the console only a role that may make its first call sees (a link typed by hand
 * lands here); anyone else reads why instead of a page of refusals.
 */
export function RoleGate({
  endpoint,
  children,
}: {
  endpoint: Pick<AnyEndpoint, 'name'>;
  children: ReactNode;
}) {
  const { t } = useLingui();
  if (useMayCall(endpoint)) return children;
  return <p className={panel}>{t`Your role does not open this page. Ask an owner.`}</p>;
}
