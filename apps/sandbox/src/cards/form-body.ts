/** A value of a form body read with bracket keys: text, a list, or a nested record. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** A record read from a form body. */
export type FormRecord = Record<string, FormValue>;

const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

/**
 * Reads an `application/x-www-form-urlencoded` body the way card providers' APIs write it:
 * `metadata[reference]=r1&payment_method_types[0]=card` becomes
 * `{ metadata: { reference: 'r1' }, payment_method_types: ['card'] }`. A key that is not of that
 * form is kept as it is.
 */
export function parseFormBody(body: string): FormRecord {
  const root: FormRecord = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = KEY.exec(key);
    const path = match
      ? [
          match[1] ?? key,
          ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? ''),
        ]
      : [key];
    assign(root, path, value);
  }
  return root;
}

function assign(target: FormRecord | FormValue[], path: string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const container = target as Record<string, FormValue>;
  const slot = Array.isArray(target) && head === '' ? String(target.length) : head;
  if (rest.length === 0) {
    container[slot] = value;
    return;
  }
  const nextIsList = rest[0] === '' || /^\d+$/.test(rest[0] ?? '');
  let child = container[slot];
  if (typeof child !== 'object') {
    child = nextIsList ? [] : {};
    container[slot] = child;
  }
  assign(child, rest, value);
}
