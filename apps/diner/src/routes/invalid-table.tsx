import { createFileRoute } from '@tanstack/react-router';
import { InvalidTableScreen } from '../features/table/components/invalid-table-screen';

// spec: B§2 /invalid-table, the redirect after a table update from the POS, after the QR session
// is reset.
export const Route = createFileRoute('/invalid-table')({
  component: InvalidTableScreen,
});
