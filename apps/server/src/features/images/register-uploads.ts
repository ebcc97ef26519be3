import { endpoints, MAX_IMAGE_BASE64_LENGTH } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/http-error';
import { posRoute } from '../../http/pos-route';
import { findMenuImage, UPLOADS_PATH_PREFIX, uploadFileName } from './menu-images';
import { uploadImage } from './upload-image';

/*
 * The uploaded menu pictures: the back office's upload (contract/pos-images.ts) and the pictures
 * served from the database at /images/uploads/{hash}.webp, to any process of the server (ADR
 * 0010). Its own route, more specific than the demo pictures' /images/* (register-images.ts), so
 * Fastify's router sends /images/uploads/ here whatever the order of registration.
 */

/**
 * The upload's body limit: the longest base64 text of a 5 MB picture and room for the JSON
 * around it, about 6.7 MB; the server's 1 MB stays for every other call.
 */
export const UPLOAD_BODY_LIMIT = MAX_IMAGE_BASE64_LENGTH + 64 * 1024;

/** A year: the name is the content's hash, so what it names never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const FILE_NAME = /^([0-9a-f]{64})\.(webp|jpg)$/;

/** Whether an If-None-Match header names this entity tag (or is `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Registers the upload call (manager, with its own body limit) and the uploaded pictures' route. */
export function registerImageUploads(server: FastifyInstance, app: AppContext): void {
  posRoute(
    server,
    app,
    endpoints.pos.uploadImage,
    async ({ params, body, caller }) => uploadImage(app, params.id, body, caller),
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );

  server.get<{ Params: { file: string } }>(
    `${UPLOADS_PATH_PREFIX}:file`,
    async (request, reply) => {
      const { file } = request.params;
      const hash = FILE_NAME.exec(file)?.[1];
      const image = hash === undefined ? null : await findMenuImage(app.db, hash);
      // Under its own name only: a WebP asked for as .jpg is not there.
      if (
        hash === undefined ||
        image === null ||
        uploadFileName(hash, image.contentType) !== file
      ) {
        throw notFound('No such picture', 'not_found');
      }
      const etag = `"${hash}"`;
      void reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        // The page may load it from PUBLIC_URL, another origin than its own (as register-images.ts).
        .header('cross-origin-resource-policy', 'cross-origin');
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.status(200).header('content-type', image.contentType).send(image.bytes);
    },
  );
}
