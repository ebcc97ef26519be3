#!/usr/bin/env node
/* global process, console */
/*
 * `tabula-format-check [-- command…]` (the root `pnpm test`): Prettier's check of every file of the
 * repository, as `prettier --check .` does it, run beside a command at the lowest CPU priority.
 *
 * `pnpm test` ran the check after turbo's tasks: about half a minute on one core of two while the
 * other sat idle. Beside the tasks, at the lowest priority, it runs in the moments the tasks leave a
 * core idle (a journey waiting on a page, a task starting) and takes nothing from them when both
 * cores are busy. The files are listed before the command starts (git's tracked and untracked
 * files, ignored ones left out), so nothing the tasks write while the check runs (a bundler's
 * temporary config, a report) is checked half-written. The command's output streams as it comes;
 * Prettier's report is printed once the command has ended. The exit code is the command's when it
 * failed, else the check's.
 *
 * Without a command it checks the files at normal priority.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants, setPriority } from 'node:os';

/**
 * Arguments of one Prettier process at most this long: Windows refuses command lines past 32 kB.
 * Elsewhere one process checks every file: a process spends its first seconds of CPU compiling
 * Prettier's parsers (the whole check took 32 s of CPU in one process, 42 s in two).
 */
const MAX_ARGUMENTS_LENGTH = process.platform === 'win32' ? 24_000 : 1_000_000;

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
const prettierCli = createRequire(`${process.cwd()}/package.json`).resolve(
  'prettier/bin/prettier.cjs',
);

/** The repository's files as `prettier --check .` would find them: tracked or new, not ignored. */
function repositoryFiles() {
  try {
    const listed = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    // A tracked file deleted in the working tree is still listed by git.
    return [...new Set(listed.split('\0'))].filter((file) => file !== '' && existsSync(file));
  } catch {
    return null;
  }
}

/** The files cut into Prettier invocations no longer than MAX_ARGUMENTS_LENGTH. */
function batches(files) {
  const out = [];
  let current = [];
  let length = 0;
  for (const file of files) {
    if (current.length > 0 && length + file.length + 1 > MAX_ARGUMENTS_LENGTH) {
      out.push(current);
      current = [];
      length = 0;
    }
    current.push(file);
    length += file.length + 1;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** Runs one Prettier check; resolves to its exit code and what it printed. */
function checkBatch(targets, lowPriority) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [prettierCli, '--check', '--ignore-unknown', '--log-level', 'warn', ...targets],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    if (lowPriority && child.pid !== undefined) {
      try {
        setPriority(child.pid, constants.priority.PRIORITY_LOW);
      } catch {
        // Not allowed here: it runs at normal priority, as it did after the command.
      }
    }
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 2, output: `${output}${String(error)}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Every batch in turn; the worst exit code and the reports in order. */
async function checkFormatting(files, lowPriority) {
  const results = [];
  for (const batch of files === null ? [['.']] : batches(files)) {
    results.push(await checkBatch(batch, lowPriority));
  }
  return {
    code: Math.max(0, ...results.map((result) => result.code)),
    output: results.map((result) => result.output).join(''),
  };
}

/** Runs the command with inherited output; resolves to its exit code. */
function run([file, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: 'inherit', shell: process.platform === 'win32' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`${file}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const files = repositoryFiles();
const formatting = checkFormatting(files, command.length > 0);
const commandCode = command.length > 0 ? await run(command) : 0;
const { code: formattingCode, output } = await formatting;
if (output.trim() !== '') process.stdout.write(output);
if (formattingCode !== 0) console.error('Formatting: run `pnpm format` to fix the files above.');
process.exitCode = commandCode !== 0 ? commandCode : formattingCode;
