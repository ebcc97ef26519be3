import { endpoints } from '@tabula/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../features/audit-log/audit-log-page';
import { useChosenOutlet } from '../lib/chosen-outlet';
import { RoleGate } from '../lib/role-gate';

export const Route = createFileRoute('/audit-log')({ component: AuditLog });

/** Who changed what, and when, at the company (owners). */
function AuditLog() {
  const { outlets } = useChosenOutlet();
  return (
    <RoleGate endpoint={endpoints.pos.auditLog}>
      <AuditLogPage outlets={outlets} />
    </RoleGate>
  );
}
