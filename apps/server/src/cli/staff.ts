import { staffCommand } from './staff-command';
import { runCommand } from './run-command';

/** `pnpm staff …`: the command (staff-command.ts) on this process's arguments and streams. */
runCommand(staffCommand);
