import { venueCommand } from './venue-command';
import { runCommand } from './run-command';

/** `pnpm venue …`: the command (venue-command.ts) on this process's arguments and streams. */
runCommand(venueCommand);
