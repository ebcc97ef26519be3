/* global URL */
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';

/*
 * The bench's reference (issue 33: "a trivial Vite page scores 97 on the same machine"): a page
 * with a heading, a few lines of text and a tiny module script, built by the repository's own
 * Vite and served by a bare node:http server, so Lighthouse's figures for the app can be read
 * beside what the same machine, browser and settings give for next to nothing.
 */

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Reference page</title>
  </head>
  <body>
    <h1>A trivial page</h1>
    <p>The reference of the diner's bench: a heading, a few lines of text and a tiny module.</p>
    <p>Whatever Lighthouse finds missing here is the machine's, not the app's.</p>
    <p id="note">The script has not run.</p>
    <script type="module" src="/main.js"></script>
  </body>
</html>
`;

const MAIN_JS = `document.getElementById('note').textContent = 'The script ran at ' + new Date().toLocaleTimeString() + '.';
`;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Builds the trivial page with Vite into a temporary folder and serves it on a free port of
 * 127.0.0.1.
 *
 * @returns the page's URL and `stop()`, which closes the server and removes the folder
 */
export async function startReferencePage() {
  const dir = await mkdtemp(join(tmpdir(), 'tabula-reference-'));
  const outDir = join(dir, 'dist');
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'main.js'), MAIN_JS);
  await build({ root: dir, configFile: false, logLevel: 'warn', build: { outDir } });

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(outDir, normalize(path === '/' ? '/index.html' : path));
    if (!file.startsWith(outDir)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        });
        response.end(body);
      },
      () => {
        response.writeHead(404).end();
      },
    );
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}/`,
    stop: async () => {
      await new Promise((closed) => server.close(closed));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
