import { HOME_PAGE_SCRIPT_ID } from '@tabula/api-client';
import {
  gzipPieces,
  ownPiece,
  sharedPiece,
  type GzipPiece,
  type SharedPiece,
} from '../../http/gzip-pieces';
import { fieldsPiece, type JsonText, type SerialisedFields } from '../../http/json-text';

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
   */
  fill(answer: { nonce: string; csrfToken: string; home: JsonText | null }): FilledPage;
}

const SCRIPT_TAG = /<script\b/;

/**
 * Cuts a template around its script tags and its head's end. `nonce` and `csrfToken` must be
 * HTML-escaped already.
 */
export function indexPage(template: string): IndexPage {
  const end = template.indexOf('</head>');
  const [before, after] =
    end === -1 ? [template, ''] : [template.slice(0, end), template.slice(end)];
  const beforeParts = before.split(SCRIPT_TAG);
  const afterParts = after.split(SCRIPT_TAG);
  const fixed = (segments: string[]) =>
    segments.map((segment, index) => {
      const opening = index === 0 ? '' : '"';
      const closing = index === segments.length - 1 ? '' : '<script nonce="';
      return new Fixed(`${opening}${segment}${closing}`);
    });
  const beforeFixed = fixed(beforeParts);
  const afterFixed = fixed(afterParts);
  const withNonces = (texts: Fixed[], nonce: string): Part[] =>
    texts.flatMap((text, index) => (index === 0 ? [text] : [nonce, text]));

  return {
    fill({ nonce, csrfToken, home }) {
      const meta = `<meta name="csrf-token" content="${csrfToken}">`;
      const head: Part[] = [meta];
      if (home) {
        const [start, spliced, finish] = home.parts();
        head.push(
          `<script nonce="${nonce}" type="application/json" id="${HOME_PAGE_SCRIPT_ID}">${start}`,
        );
        if (spliced) head.push(spliced);
        head.push(`${finish}</script>`);
      }
      return new FilledPage([
        ...withNonces(beforeFixed, nonce),
        ...head,
        ...withNonces(afterFixed, nonce),
      ]);
    },
  };
}
