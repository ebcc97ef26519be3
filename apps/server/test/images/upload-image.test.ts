import { createCanvas, loadImage } from '@napi-rs/canvas';
import {
  MAX_IMAGE_BASE64_LENGTH,
  MAX_IMAGE_BYTES,
  type PosUploadedImage,
} from '@tabula/api-client';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, menuImages } from '../../src/db/schema';
import { headerSize } from '../../src/features/images/image-header';
import { UPLOAD_BODY_LIMIT } from '../../src/features/images/register-uploads';
import { publicImageUrl, storedImageUrlOf } from '../../src/venue/image-url';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { staff, type ErrorBody } from '../pos/support/staff';
import { addPerson, signIn, type SignedIn } from '../staff-accounts/support/people';

/*
 * The back office's menu pictures (issue 32): real pictures drawn here are uploaded over HTTP,
 * the answered address is fetched as a phone would and decoded again, and every picture the
 * server must refuse (a lie about its type, a GIF, noise, a cut-short or broken file that crashes
 * the native decoder, too many bytes or pixels, bad base64) is refused with nothing stored.
 */

/** A photo-like picture: a red field with a green block in its top-left quarter. */
async function photo(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#c03030';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#20b040';
  context.fillRect(0, 0, width / 2, height / 2);
  return format === 'jpeg' ? canvas.encode('jpeg', 90) : canvas.encode('png');
}

/** The upload's body for a picture's bytes. */
const body = (contentType: string, bytes: Buffer) => ({
  content_type: contentType,
  data: bytes.toString('base64'),
});

/** The colour at a point of a decoded picture, as [r, g, b]. */
function colourAt(
  image: Awaited<ReturnType<typeof loadImage>>,
  x: number,
  y: number,
): [number, number, number] {
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const [r = 0, g = 0, b = 0] = context.getImageData(x, y, 1, 1).data;
  return [r, g, b];
}

describe.each(DATABASE_KINDS)('the back office’s menu pictures on %s', (kind) => {
  let t: TestServer;
  let path: string;
  let jpeg: Buffer;
  let manager: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(kind);
    path = `/pos/api/outlets/${String(t.seed.cafe.outletId)}/images`;
    jpeg = await photo(3000, 2000, 'jpeg');
    manager = await signIn(
      t,
      await addPerson(t, 'manager', t.seed.cafe.companyId, t.seed.cafe.outletId),
    );
  });
  afterAll(() => t.close());

  const storedRows = async () => {
    const [row] = await t.context.db.select({ n: count() }).from(menuImages);
    return row?.n ?? 0;
  };
  const upload = (payload: unknown, as: SignedIn['as'] | Record<string, never> = manager.as) =>
    staff<PosUploadedImage & ErrorBody>(t, 'POST', path, payload, as);

  it('resizes a 3000×2000 JPEG to a 1200×800 WebP served from the database for a year', async () => {
    const answer = await upload(body('image/jpeg', jpeg));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.width).toBe(1200);
    expect(answer.body.height).toBe(800);
    const url = answer.body.image_url;
    expect(url).toMatch(new RegExp(`^${t.url}/images/uploads/[0-9a-f]{64}\\.webp$`));

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const hash = /([0-9a-f]{64})\.webp$/.exec(url)?.[1] ?? '';
    expect(served.headers.get('etag')).toBe(`"${hash}"`);
    const image = await loadImage(Buffer.from(await served.arrayBuffer()));
    expect([image.width, image.height]).toEqual([1200, 800]);
    // Drawn, not just relabelled: the green quarter is still top-left, the red field elsewhere.
    const [r1, g1] = colourAt(image, 100, 100);
    expect(g1).toBeGreaterThan(r1);
    const [r2, g2] = colourAt(image, 1100, 700);
    expect(r2).toBeGreaterThan(g2);

    const again = await fetch(url, { headers: { 'if-none-match': `"${hash}"` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(`"${hash}"`);
    expect(await again.text()).toBe('');
  });

  it('records the upload in the audit log, by the person who made it', async () => {
    const answer = await upload(body('image/jpeg', jpeg));
    const hash = /([0-9a-f]{64})\.webp$/.exec(answer.body.image_url)?.[1] ?? '';
    const lines = await t.context.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'pos.uploadImage'), eq(auditLog.staffId, manager.session.staff.id)),
      );
    expect(lines.at(-1)).toMatchObject({
      companyId: t.seed.cafe.companyId,
      outletId: t.seed.cafe.outletId,
      subject: `image ${hash.slice(0, 12)}`,
      details: { content_type: 'image/webp', width: 1200, height: 800 },
    });
  });

  it('stores the same picture once: a second upload answers the same address', async () => {
    const png = await photo(40, 30, 'png');
    const first = await upload(body('image/png', png));
    const before = await storedRows();
    const second = await upload(body('image/png', png));
    expect(second.status, second.text).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await storedRows()).toBe(before);
    const hash = /([0-9a-f]{64})\.webp$/.exec(first.body.image_url)?.[1] ?? '';
    const rows = await t.context.db.select().from(menuImages).where(eq(menuImages.hash, hash));
    expect(rows).toHaveLength(1);
  });

  it('never enlarges a small PNG', async () => {
    const answer = await upload(body('image/png', await photo(40, 30, 'png')));
    expect(answer.body).toMatchObject({ width: 40, height: 30 });
    const served = await fetch(answer.body.image_url);
    const image = await loadImage(Buffer.from(await served.arrayBuffer()));
    expect([image.width, image.height]).toEqual([40, 30]);
  });

  it('answers the public address, which the menu calls store on the stored origin and map back', async () => {
    const { body: uploaded } = await upload(body('image/jpeg', jpeg));
    const stored = storedImageUrlOf(uploaded.image_url, t.url);
    expect(stored).toMatch(/^http:\/\/localhost:3000\/images\/uploads\/[0-9a-f]{64}\.webp$/);
    expect(publicImageUrl(stored, t.url)).toBe(uploaded.image_url);
  });

  it('serves no picture it does not hold, and still the demo pictures beside them', async () => {
    const unknown = await fetch(`${t.url}/images/uploads/${'0'.repeat(64)}.webp`);
    expect(unknown.status).toBe(404);
    const { body: uploaded } = await upload(body('image/jpeg', jpeg));
    const wrongExtension = await fetch(uploaded.image_url.replace(/\.webp$/, '.jpg'));
    expect(wrongExtension.status).toBe(404);
    const notAHash = await fetch(`${t.url}/images/uploads/laksa.webp`);
    expect(notAHash.status).toBe(404);
    const demo = await fetch(`${t.url}/images/ad-breakfast.svg`);
    expect(demo.status).toBe(200);
    expect(demo.headers.get('content-type')).toContain('image/svg+xml');
  });

  describe('refusals, each storing nothing', () => {
    /** Uploads, expects the status and error id, and checks no row and no audit line was added. */
    async function refused(payload: unknown, status: number, errorId: string) {
      const rowsBefore = await storedRows();
      const linesBefore = await t.context.db.select({ n: count() }).from(auditLog);
      const answer = await upload(payload);
      expect(answer.status, answer.text).toBe(status);
      expect(answer.body.error_id).toBe(errorId);
      expect(await storedRows()).toBe(rowsBefore);
      expect(await t.context.db.select({ n: count() }).from(auditLog)).toEqual(linesBefore);
      return answer.body;
    }

    it('refuses a PNG declared as a JPEG (415)', async () => {
      const error = await refused(
        body('image/jpeg', await photo(40, 30, 'png')),
        415,
        'unsupported_image',
      );
      expect(error.error).toBe('The picture is a PNG image, not image/jpeg as declared');
    });

    it('refuses a GIF and random bytes (415)', async () => {
      const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
      const error = await refused(body('image/png', gif), 415, 'unsupported_image');
      expect(error.error).toBe('The picture is not a JPEG, PNG or WebP image');
      const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
      await refused(body('image/jpeg', noise), 415, 'unsupported_image');
    });

    it('refuses a cut-short or broken picture that would crash the decoder (422), and goes on', async () => {
      // Cut before its size: refused from the header alone.
      await refused(body('image/jpeg', jpeg.subarray(0, 300)), 422, 'image_unreadable');
      // Cut after its size (the frame header, about 630 bytes in), in its Huffman tables: it
      // reaches the decoder, which such a file crashes (resize-child.mjs).
      expect(headerSize(jpeg.subarray(0, 700), 'image/jpeg')).toEqual({
        width: 3000,
        height: 2000,
      });
      await refused(body('image/jpeg', jpeg.subarray(0, 700)), 422, 'image_unreadable');
      // Whole, with its size, but noise where its Huffman tables were.
      const broken = Buffer.from(jpeg);
      for (let at = 660; at < 900; at += 1) broken[at] = (at * 31) % 256;
      await refused(body('image/jpeg', broken), 422, 'image_unreadable');
      const png = await photo(40, 30, 'png');
      await refused(body('image/png', png.subarray(0, 40)), 422, 'image_unreadable');
      // The server is still there.
      const fine = await upload(body('image/png', png));
      expect(fine.status, fine.text).toBe(200);
    });

    it('refuses a picture over 8000 px a side (422)', async () => {
      const wide = await createCanvas(8001, 2).encode('png');
      const error = await refused(body('image/png', wide), 422, 'image_dimensions_too_large');
      expect(error.error).toBe('The picture is 8001×2 px; at most 8000 px a side');
    });

    it('refuses a picture over 5 MB (413), and a body past the call’s limit (413)', async () => {
      // The longest base64 the contract lets through decodes to one byte past 5 MB.
      const justOver = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0x20);
      justOver.set([0xff, 0xd8, 0xff, 0xe0]);
      expect(justOver.toString('base64').length).toBe(MAX_IMAGE_BASE64_LENGTH);
      const error = await refused(body('image/jpeg', justOver), 413, 'image_too_large');
      expect(error.error).toBe('The picture is larger than 5 MB');
      // A longer text is refused by the contract.
      const longer = { content_type: 'image/jpeg', data: 'A'.repeat(MAX_IMAGE_BASE64_LENGTH + 4) };
      const contract = await refused(longer, 400, 'invalid_request');
      expect(contract.error).toContain('must be a picture of 5 MB at most');
      // Past the body limit, the body is not parsed.
      const huge = { content_type: 'image/jpeg', data: 'A'.repeat(UPLOAD_BODY_LIMIT) };
      await refused(huge, 413, 'fst_err_ctp_body_too_large');
    });

    it('keeps the server’s 1 MB limit for every other call', async () => {
      const answer = await staff(
        t,
        'POST',
        `/pos/api/outlets/${String(t.seed.cafe.outletId)}/tables`,
        {
          number: 'T99',
          qr_source: 'dine_ot',
          padding: 'x'.repeat(2 * 1024 * 1024),
        },
      );
      expect(answer.status).toBe(413);
    });

    it('refuses data that is not base64, or base64 without its padding (400)', async () => {
      await refused({ content_type: 'image/jpeg', data: '/9j/4AAQ!!!!' }, 400, 'invalid_request');
      const png = (await photo(2, 2, 'png')).toString('base64').replace(/=+$/, '');
      await refused({ content_type: 'image/png', data: png }, 400, 'invalid_request');
      await refused({ content_type: 'image/gif', data: 'R0lGODlh' }, 400, 'invalid_request');
    });

    it('refuses another company’s outlet (404) and a member of staff (403)', async () => {
      const kuwaitOwner = await signIn(
        t,
        await addPerson(t, 'owner', t.seed.kuwait.companyId, null),
      );
      const rowsBefore = await storedRows();
      const foreign = await upload(body('image/jpeg', jpeg), kuwaitOwner.as);
      expect(foreign.status, foreign.text).toBe(404);
      const member = await signIn(
        t,
        await addPerson(t, 'staff', t.seed.cafe.companyId, t.seed.cafe.outletId),
      );
      const staffOnly = await upload(body('image/jpeg', jpeg), member.as);
      expect(staffOnly.status, staffOnly.text).toBe(403);
      const noOutlet = await staff(
        t,
        'POST',
        '/pos/api/outlets/999999/images',
        body('image/jpeg', jpeg),
      );
      expect(noOutlet.status, noOutlet.text).toBe(404);
      expect(await storedRows()).toBe(rowsBefore);
    });
  });
});
