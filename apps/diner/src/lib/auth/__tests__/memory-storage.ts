/** A Storage in memory, for the unit tests that run in Node. */
export class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

/** Puts in-memory local and session storage on globalThis; returns the function that removes them. */
export function installMemoryStorage(): {
  session: MemoryStorage;
  local: MemoryStorage;
  remove: () => void;
} {
  const session = new MemoryStorage();
  const local = new MemoryStorage();
  Object.assign(globalThis, { sessionStorage: session, localStorage: local });
  return {
    session,
    local,
    remove: () => {
      Reflect.deleteProperty(globalThis, 'sessionStorage');
      Reflect.deleteProperty(globalThis, 'localStorage');
    },
  };
}
