/**
 * What a command of `pnpm venue` or `pnpm staff` reads and writes: the process's own when it runs
 * from the command line (run-command.ts), or a test's, which runs it in its own process.
 */
export interface CommandIo {
  /** The environment: the database and the data folder it names. */
  env: NodeJS.ProcessEnv;
  /** Where relative paths are read from: where the command was typed (pnpm's INIT_CWD). */
  cwd: string;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/** A command: its arguments in, its exit code out. */
export type Command = (argv: string[], io: CommandIo) => Promise<number>;

/** The process's own. */
export function processIo(): CommandIo {
  return {
    env: process.env,
    cwd: process.env.INIT_CWD ?? process.cwd(),
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
  };
}

/** Prints a line of the command's answer. */
export function say(io: CommandIo, line: string): void {
  io.stdout.write(`${line}\n`);
}

/** Prints a line on standard error: a refusal, a problem, the usage. */
export function tell(io: CommandIo, line: string): void {
  io.stderr.write(`${line}\n`);
}

/**
 * Runs a command to its exit code: an error it throws is printed as one line (exit 1) rather
 * than a stack, a refusal of the staff rules (an address already taken) as one it did not expect.
 */
export async function exitCodeOf(command: Command, argv: string[], io: CommandIo): Promise<number> {
  try {
    return await command(argv, io);
  } catch (error) {
    tell(io, error instanceof Error ? error.message : String(error));
    return 1;
  }
}
