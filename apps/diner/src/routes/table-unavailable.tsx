import { createFileRoute } from '@tanstack/react-router';
import { TableUnavailableScreen } from '../features/table/components/table-unavailable-screen';

// spec: B§2 /table-unavailable, the redirect when payment for the table is being processed.
export const Route = createFileRoute('/table-unavailable')({
  component: TableUnavailableScreen,
});
