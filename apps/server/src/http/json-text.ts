/*
 * Answers serialised ahead of time. A page's venue part (menu, promotions, company…) is the same
 * for every diner of an outlet, so it is serialised once per venue snapshot and spliced into each
 * diner's answer rather than serialised again for every request (issue 16).
 *
 * Every text made here is also safe inside an HTML script element: `<` is written `\u003c`,
 * which JSON reads as the same character, so the page can inline the text as it is.
 */

import { gzipPieces, ownPiece, sharedPiece, type SharedPiece } from './gzip-pieces';

/**
 * The members of a JSON object, serialised once, without the braces: `"a":1,"b":[2]`. The type
 * parameter remembers what they hold, so a splice is type-checked like the object it stands for.
 * Each serialisation is its own object, so what is derived from it (its gzip form) can be kept
 * with it in a WeakMap.
 */
export class SerialisedFields<T extends object> {
  declare readonly shape?: T;
  constructor(readonly text: string) {}
}

/**
 * An answer already serialised as JSON; the route sends its text as it is. `own` is the members
 * serialised for this request (without braces), `spliced` those serialised before.
 */
export class JsonText<T = unknown> {
  declare readonly shape?: T;
  constructor(
    readonly own: string,
    readonly spliced: SerialisedFields<object> | null = null,
  ) {}

  /** The whole object. */
  get text(): string {
    const [start, spliced, end] = this.parts();
    return spliced === null ? `${start}${end}` : `${start}${spliced.text}${end}`;
  }

  /**
   * The answer gzipped, when it has spliced members: they are compressed once (and kept with
   * them), the request's own members are framed as they are (http/gzip-pieces.ts). Null for an
   * answer of its own members only, which is small.
   */
  gzip(): Buffer | null {
    const [start, spliced, end] = this.parts();
    if (spliced === null) return null;
    return gzipPieces([ownPiece(start), fieldsPiece(spliced), ownPiece(end)]);
  }

  /** The text around the spliced members: what comes before them, they, and what follows. */
  parts(): [start: string, spliced: SerialisedFields<object> | null, end: string] {
    if (this.spliced === null || this.spliced.text === '') return [`{${this.own}`, null, '}'];
    return [this.own === '' ? '{' : `{${this.own},`, this.spliced, '}'];
  }
}

/** JSON.stringify, with `<` escaped so the text can sit inside a script element. */
export function safeStringify(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Serialises an object's members once, to be spliced into many answers. */
export function serialiseFields<T extends object>(fields: T): SerialisedFields<T> {
  return new SerialisedFields(safeStringify(fields).slice(1, -1));
}

/**
 * One answer: the request's own members serialised now, followed by members serialised before.
 * The request's members must not repeat a spliced one (JSON would keep the last of the two).
 */
export function spliceJson<T extends object, S extends object>(
  own: T,
  spliced: SerialisedFields<S>,
  // NoInfer: the answer's type is what was spliced, never widened to what the caller expects.
): JsonText<NoInfer<T> & NoInfer<S>> {
  return new JsonText(safeStringify(own).slice(1, -1), spliced);
}

const pieces = new WeakMap<SerialisedFields<object>, SharedPiece>();

/** Serialised members compressed for gzip answers, once, and kept as long as they are. */
export function fieldsPiece(fields: SerialisedFields<object>): SharedPiece {
  let piece = pieces.get(fields);
  if (!piece) {
    piece = sharedPiece(fields.text);
    pieces.set(fields, piece);
  }
  return piece;
}
