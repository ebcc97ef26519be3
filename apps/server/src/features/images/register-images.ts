import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMAGE_PATH_PREFIX } from '../../venue/image-url';

/** The folder of the demo's pictures: apps/server/public/images, from src/ or from dist/. */
export function imagesFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const fromSource = join(here, '..', '..', '..', 'public', 'images'); // src/features/images
  const fromDist = join(here, '..', 'public', 'images'); // dist/main.js
  return existsSync(fromSource) ? fromSource : fromDist;
}

/**
 * Serves the menu, logo and advertisement pictures at /images/* (spec: A§3 Menu item image_url;
 * the issue's "images served locally"). They are public, and the page may reach them at
 * PUBLIC_URL, another origin than its own (localhost for 127.0.0.1), so they may be loaded
 * cross-origin (helmet's default Cross-Origin-Resource-Policy is same-origin). Pictures staff
 * upload are served from the database under /images/uploads/ (register-uploads.ts).
 */
export function registerImages(server: FastifyInstance): void {
  void server.register(fastifyStatic, {
    root: imagesFolder(),
    prefix: IMAGE_PATH_PREFIX,
    // The diner app's files use the reply decorator; this second instance must not add it again.
    decorateReply: false,
    index: false,
    maxAge: 60 * 60 * 1000,
    setHeaders: (reply) => {
      void reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
