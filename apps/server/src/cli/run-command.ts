import { exitCodeOf, processIo, type Command } from './command-io';

/** Runs a command on the process's arguments and streams: its answer is the exit code. */
export function runCommand(command: Command): void {
  void exitCodeOf(command, process.argv.slice(2), processIo()).then((code) => {
    process.exitCode = code;
  });
}
