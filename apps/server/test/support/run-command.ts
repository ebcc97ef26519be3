import { Readable, Writable } from 'node:stream';
import { exitCodeOf, type Command } from '../../src/cli/command-io';

/** What a command printed and how it ended. */
export interface CommandAnswer {
  code: number;
  stdout: string;
  stderr: string;
}

/** A stream that keeps what is written to it. */
function collector(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

/**
 * Runs a command of `pnpm venue` or `pnpm staff` in this process, as if typed in `cwd` with this
 * environment and `input` piped to it (so not a terminal), the way the built command runs it
 * (run-command.ts): the command's own code, without starting Node and the embedded database's
 * WebAssembly again for every call.
 */
export async function runCommandHere(
  command: Command,
  argv: string[],
  { cwd, env, input = '' }: { cwd: string; env: NodeJS.ProcessEnv; input?: string },
): Promise<CommandAnswer> {
  const stdout = collector();
  const stderr = collector();
  const code = await exitCodeOf(command, argv, {
    env,
    cwd,
    stdin: Readable.from(input === '' ? [] : [Buffer.from(input, 'utf8')]),
    stdout: stdout.stream,
    stderr: stderr.stream,
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}
