import { endpoints } from '@tabula/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { PeoplePage } from '../features/people/people-page';
import { useChosenOutlet } from '../lib/chosen-outlet';
import { RoleGate } from '../lib/role-gate';

export const Route = createFileRoute('/people')({ component: People });

/** The company's people: who signs in, with which role, where (owners). */
function People() {
  const { outlets } = useChosenOutlet();
  return (
    <RoleGate endpoint={endpoints.pos.staffMembers}>
      <PeoplePage outlets={outlets} />
    </RoleGate>
  );
}
