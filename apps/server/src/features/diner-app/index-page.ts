import { HOME_PAGE_SCRIPT_ID } from '@tabula/api-client';
import {
  gzipPieces,
  ownPiece,
  sharedPiece,
  type GzipPiece,
  type SharedPiece,
} from '../../http/gzip-pieces';
import { fieldsPiece, type JsonText, type SerialisedFields } from '../../http/json-text';
import type { DrawnPage } from './first-paint';

/*
 * The diner app's index.html as each answer fills it in (issue 16): the template is read and cut
 * once, at start-up; an answer adds its script nonce, its CSRF token and the diner's home page
 * configuration. The page's bulk (the template, the venue's part of the configuration) is
 * compressed once, so a gzip answer only frames its own bytes (http/gzip-pieces.ts).
 */

/** Text the same for every answer, compressed on first use. */
class Fixed {
  private compressed: SharedPiece | null = null;
  constructor(readonly text: string) {}
  piece(): SharedPiece {
    this.compressed ??= sharedPiece(this.text);
    return this.compressed;
  }
}

/** One answer's page: fixed text, the answer's own text, and spliced configuration fields. */
type Part = Fixed | string | SerialisedFields<object>;

/** Fixed texts with an answer's nonce between each two. */
function withNonces(texts: readonly Fixed[], nonce: string): Part[] {
  return texts.flatMap((text, index) => (index === 0 ? [text] : [nonce, text]));
}

/**
 * A text kept for many answers with each answer's nonce in places: a drawn page (first-paint.ts),
 * drawn once with `slot` standing for the nonce. It is cut at the slot once and its stretches are
 * compressed on first use, so an answer only frames its nonce.
 */
export class NonceText {
  private readonly stretches: readonly Fixed[];

  constructor(text: string, slot: string) {
    this.stretches = text.split(slot).map((stretch) => new Fixed(stretch));
  }

  /** The text with `nonce` (HTML-escaped) in each place, as parts of an answer's page. */
  parts(nonce: string): Part[] {
    return withNonces(this.stretches, nonce);
  }
}

/** An answer's page, as text or as gzip. */
export class FilledPage {
  constructor(private readonly parts: readonly Part[]) {}

  get text(): string {
    return this.parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');
  }

  gzip(): Buffer {
    const pieces: GzipPiece[] = [];
    let own = '';
    for (const part of this.parts) {
      if (typeof part === 'string') {
        own += part;
        continue;
      }
      if (own !== '') pieces.push(ownPiece(own));
      own = '';
      pieces.push(part instanceof Fixed ? part.piece() : fieldsPiece(part));
    }
    if (own !== '') pieces.push(ownPiece(own));
    return gzipPieces(pieces);
  }
}

/** The index page, cut where each answer's own parts go. */
export interface IndexPage {
  /**
   * The page with every script element given `nonce`, the CSRF token in its meta tag, and the
   * home page configuration (its text escapes `<`) in a JSON script element, when there is one.
   * A drawn page (first-paint.ts) also fills `<html lang dir>`, the title and its first script
   * after it, its head links and `#root`.
   */
  fill(answer: {
    nonce: string;
    csrfToken: string;
    home: JsonText | null;
    drawn?: DrawnPage | null;
  }): FilledPage;
}

const SCRIPT_TAG = /<script\b/;

/** Where an answer's own parts go, in the order they stand in the page. */
type Slot = 'html' | 'title' | 'headEnd' | 'root';

const SLOTS: readonly (readonly [Slot, RegExp])[] = [
  ['html', /<html\b[^>]*>/],
  ['title', /<title>[^<]*<\/title>/],
  ['headEnd', /<\/head>/],
  ['root', /<div id="root"><\/div>/],
];

/**
 * A stretch of the template between slots, cut at its script tags: each cut is where an answer's
 * nonce goes (`<script nonce="` … `"`).
 */
function nonceCuts(segment: string): Fixed[] {
  const parts = segment.split(SCRIPT_TAG);
  return parts.map((part, index) => {
    const opening = index === 0 ? '' : '"';
    const closing = index === parts.length - 1 ? '' : '<script nonce="';
    return new Fixed(`${opening}${part}${closing}`);
  });
}

/**
 * Cuts a template at its slots (those it has, in order) and its script tags. `nonce` and
 * `csrfToken` must be HTML-escaped already.
 */
export function indexPage(template: string): IndexPage {
  const slots: { slot: Slot; text: string }[] = [];
  const segments: Fixed[][] = [];
  let rest = template;
  for (const [slot, marker] of SLOTS) {
    const found = marker.exec(rest);
    if (found === null) continue;
    segments.push(nonceCuts(rest.slice(0, found.index)));
    slots.push({ slot, text: found[0] });
    rest = rest.slice(found.index + found[0].length);
  }
  segments.push(nonceCuts(rest));
  const hasTitle = slots.some(({ slot }) => slot === 'title');

  return {
    fill({ nonce, csrfToken, home, drawn = null }) {
      const headEnd: Part[] = [`<meta name="csrf-token" content="${csrfToken}">`];
      if (home) {
        const [start, spliced, finish] = home.parts();
        headEnd.push(
          `<script nonce="${nonce}" type="application/json" id="${HOME_PAGE_SCRIPT_ID}">${start}`,
        );
        if (spliced) headEnd.push(spliced);
        headEnd.push(`${finish}</script>`);
      }
      if (drawn) {
        // A template without a title still runs the drawn page's first script, later.
        if (!hasTitle) headEnd.push(...drawn.headScript.parts(nonce));
        headEnd.push(...drawn.head.parts(nonce));
      }
      const own = (slot: Slot, text: string): Part[] => {
        if (slot === 'headEnd') return [...headEnd, text];
        if (drawn === null) return [text];
        if (slot === 'html') return [`<html lang="${drawn.lang}" dir="${drawn.dir}">`];
        if (slot === 'title')
          return [`<title>${drawn.title}</title>`, ...drawn.headScript.parts(nonce)];
        return ['<div id="root">', ...drawn.root.parts(nonce), '</div>'];
      };
      return new FilledPage(
        segments.flatMap((segment, index) => {
          const slot = slots[index];
          return [...withNonces(segment, nonce), ...(slot ? own(slot.slot, slot.text) : [])];
        }),
      );
    },
  };
}
