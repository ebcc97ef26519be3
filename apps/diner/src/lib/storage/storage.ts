import type { z } from 'zod';

/** Which browser storage a key lives in: local (survives the tab) or session (this tab only). */
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // Storage can be blocked (private mode, a sandboxed frame): the app then keeps state in memory.
    return null;
  }
}

/**
 * Reads a stored JSON value and checks it against its schema. Anything unreadable (blocked
 * storage, broken JSON, an older shape) reads as null and is removed, never thrown.
 */
export function readStored<T>(kind: StorageArea, key: string, schema: z.ZodType<T>): T | null {
  const storage = area(kind);
  const text = storage?.getItem(key) ?? null;
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through: broken JSON is dropped like a value of the wrong shape
  }
  storage?.removeItem(key);
  return null;
}

/** Stores a JSON value; a full or blocked storage loses the copy, never the app's state. */
export function writeStored(kind: StorageArea, key: string, value: unknown): void {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded or blocked: the in-memory state stays the truth for this visit
  }
}

/** Removes a stored value. */
export function removeStored(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // blocked storage holds nothing to remove
  }
}
