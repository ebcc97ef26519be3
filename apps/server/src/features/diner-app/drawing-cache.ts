import { createHash } from 'node:crypto';

/** How many drawn pages a process keeps, and for how long. */
export interface DrawingCacheOptions {
  /** The most pages kept; the least recently served goes first. */
  capacity: number;
  /** How long a page is served from the cache, in milliseconds. */
  ttlMs: number;
  /** The clock (the app's, so tests move it). */
  now: () => number;
}

/**
 * Pages the diner app drew, kept by what they were drawn from (ADR 0012): drawing one costs the
 * process about 10 ms, serving a kept one a hash of its inputs. The inputs are the whole key
 * (the path, the language cookie and header, the home configuration's text), so a kept page is
 * the page a new drawing would give; the time bounds what the configuration's text does not say
 * (a menu's hours pass). Answers the app declined to draw (null) are kept too.
 */
export class DrawingCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(private readonly options: DrawingCacheOptions) {}

  /** The key of a drawing's inputs: their SHA-256, so a large menu is not kept twice. */
  static keyOf(inputs: readonly string[]): string {
    const hash = createHash('sha256');
    for (const input of inputs) hash.update(`${String(input.length)}:`).update(input);
    return hash.digest('base64url');
  }

  /** The page kept for this key, if it is still fresh; undefined otherwise. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.options.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps a page, letting the least recently served go when full. */
  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.options.now() + this.options.ttlMs });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.capacity) break;
      this.entries.delete(oldest);
    }
  }

  /** How many pages are kept. */
  get size(): number {
    return this.entries.size;
  }
}
