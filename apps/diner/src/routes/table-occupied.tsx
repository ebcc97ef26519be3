import { createFileRoute } from '@tanstack/react-router';
import { TableOccupiedScreen } from '../features/table/components/table-occupied-screen';

// spec: B§2 /table-occupied, table occupied.
export const Route = createFileRoute('/table-occupied')({
  component: TableOccupiedScreen,
});
