/**
 * Runs a command's `main` on the process's arguments: its answer is the exit code, and an error
 * it did not expect is printed as one line (exit 1) rather than a stack.
 */
export function runCommand(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
