import type { FastifyBaseLogger } from 'fastify';

/*
 * The errors and warnings a server logs while the fuzz runs, kept with the request id and the
 * stack, so a 500 (whose answer carries only its request id) is reported with its cause, and a
 * warning that a value the database cannot hold passed validation is seen too. A test server logs
 * nothing (its logger is Fastify's silent one): the silent logger's error and warn are replaced
 * while the fuzz runs and given back after. A server in a process of its own (the fuzz script's)
 * is read from the JSON lines it logs.
 */

/** One error or warning the server logged. */
export interface ServerLogEntry {
  level: 'error' | 'warn';
  message: string;
  /** The request it was logged for, when it was. */
  requestId: string | undefined;
  /** The error's stack (or message), when an error was logged. */
  stack: string | undefined;
}

/** What {@link captureServerErrors} returns. */
export interface ServerErrors {
  /** The latest entries logged, {@link KEPT_ENTRIES} at most. */
  readonly entries: readonly ServerLogEntry[];
  /** How many entries were logged, kept or not. */
  readonly count: number;
  /** How many times each message was logged, e.g. `warn: a value the database cannot hold…`. */
  readonly messages: ReadonlyMap<string, number>;
  /** The entries logged for one request. */
  forRequest(requestId: string): ServerLogEntry[];
  /** Gives the logger its own error and warn back. */
  restore(): void;
}

/** How many entries are kept: a run of 100,000 cases keeps its memory flat even when failing. */
const KEPT_ENTRIES = 200;

function entryOf(level: 'error' | 'warn', args: unknown[]): ServerLogEntry {
  const [first, second] = args;
  const fields =
    typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
  const error = first instanceof Error ? first : fields.err instanceof Error ? fields.err : null;
  const message = typeof first === 'string' ? first : typeof second === 'string' ? second : '';
  return {
    level,
    message,
    requestId: typeof fields.reqId === 'string' ? fields.reqId : undefined,
    stack: error ? (error.stack ?? error.message) : undefined,
  };
}

/** The entries of {@link ServerErrors} and how one is added. */
function errorBook(): Omit<ServerErrors, 'restore'> & { add(entry: ServerLogEntry): void } {
  const entries: ServerLogEntry[] = [];
  const messages = new Map<string, number>();
  let count = 0;
  return {
    entries,
    get count() {
      return count;
    },
    messages,
    forRequest(requestId: string) {
      return entries.filter((entry) => entry.requestId === requestId);
    },
    add(entry: ServerLogEntry) {
      count += 1;
      const key = `${entry.level}: ${entry.message}`;
      if (messages.has(key) || messages.size < KEPT_ENTRIES)
        messages.set(key, (messages.get(key) ?? 0) + 1);
      // The latest are kept: a failure looks up what was logged for it just now.
      entries.push(entry);
      if (entries.length > KEPT_ENTRIES) entries.shift();
    },
  };
}

/** Keeps what `log` (a server's logger, which its requests' loggers share) logs as error or warn. */
export function captureServerErrors(log: FastifyBaseLogger): ServerErrors {
  const book = errorBook();
  const own = {
    error: Object.getOwnPropertyDescriptor(log, 'error'),
    warn: Object.getOwnPropertyDescriptor(log, 'warn'),
  };
  const original = { error: log.error.bind(log), warn: log.warn.bind(log) };
  const capture =
    (level: 'error' | 'warn') =>
    (...args: unknown[]): void => {
      book.add(entryOf(level, args));
      const log: (...logged: unknown[]) => void = original[level];
      log(...args);
    };
  log.error = capture('error');
  log.warn = capture('warn');
  return Object.assign(book, {
    restore() {
      for (const level of ['error', 'warn'] as const) {
        const descriptor = own[level];
        if (descriptor) Object.defineProperty(log, level, descriptor);
        else Reflect.deleteProperty(log, level);
      }
    },
  });
}

/** pino's levels from warn up (warn 40, error 50, fatal 60). */
const PINO_WARN = 40;
const PINO_ERROR = 50;

/**
 * The errors and warnings of a server in another process, read from its log (pino's JSON lines,
 * as the server writes them to its standard output): `read` takes the output as it grows, whole
 * or in pieces, and keeps each complete line logged at warn or above. Other lines (the banner,
 * info) are passed over.
 */
export function serverErrorsInLog(): ServerErrors & { read(output: string): void } {
  const book = errorBook();
  let partial = '';
  const take = (line: string) => {
    if (!line.startsWith('{')) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return;
    }
    if (typeof parsed !== 'object' || parsed === null) return;
    const fields = parsed as Record<string, unknown>;
    const level = typeof fields.level === 'number' ? fields.level : 0;
    if (level < PINO_WARN) return;
    const err =
      typeof fields.err === 'object' && fields.err !== null
        ? (fields.err as { stack?: unknown; message?: unknown })
        : null;
    const stack = typeof err?.stack === 'string' ? err.stack : err?.message;
    book.add({
      level: level >= PINO_ERROR ? 'error' : 'warn',
      message: typeof fields.msg === 'string' ? fields.msg : '',
      requestId: typeof fields.reqId === 'string' ? fields.reqId : undefined,
      stack: typeof stack === 'string' ? stack : undefined,
    });
  };
  return Object.assign(book, {
    read(output: string) {
      const lines = (partial + output).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) take(line);
    },
    restore() {
      // Nothing was replaced: the log is only read.
    },
  });
}
