import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PUBLISHED_TEST_CARDS } from '@tabula/sandbox';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/*
 * Issue 31: the server's build and dependencies carry no sandbox code. This reads what
 * `pnpm --filter @tabula/server build` wrote (turbo builds it before these tests run) and the
 * package's manifest. ADR 0008, addendum, step 4.
 */
const dist = (name: string) => fileURLToPath(new URL(`../../dist/${name}`, import.meta.url));
const manifest = fileURLToPath(new URL('../../package.json', import.meta.url));

/** Where a bundled module comes from, as the source map names it. */
const mapSchema = z.object({ sources: z.array(z.string()).min(1) });

/**
 * What marks a sandbox module by its path in the map (relative to dist/): the sandbox app's
 * sources (`../../sandbox/src/…`) and the folders the card sandbox and the hosted-page gateway
 * had in the server.
 */
const SANDBOX_PATHS = [/(^|\/)sandbox\/src\//, /card-sandbox\//, /sandbox-gateway\//];

function built(name: string): string {
  const path = dist(name);
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: build the server first (pnpm --filter @tabula/server build)`,
    );
  }
  return readFileSync(path, 'utf8');
}

/**
 * Everything the build wrote: its entries (main.js, venue.js) and the chunks they share, with
 * the modules their maps name.
 */
function wholeBuild(): { code: string; sources: string[] } {
  built('main.js');
  const names = readdirSync(dist('.')).filter((name) => name.endsWith('.js'));
  return {
    code: names.map(built).join('\n'),
    sources: names.flatMap((name) => mapSchema.parse(JSON.parse(built(`${name}.map`))).sources),
  };
}

describe('the built server', () => {
  it('bundles no sandbox module', () => {
    const { sources, code } = wholeBuild();
    // The map is the list of what went into the build: the server's own modules are in it.
    expect(sources.some((source) => source.includes('src/main.ts'))).toBe(true);
    const sandboxed = sources.filter((source) => SANDBOX_PATHS.some((path) => path.test(source)));
    expect(sandboxed).toEqual([]);
    // Nor does it load the sandbox app at run time, as an outside package.
    expect(code).not.toContain('@tabula/sandbox');
  });

  it('shows no sandbox page: its banners are not in it', () => {
    const { code } = wholeBuild();
    for (const banner of [
      'Sandbox payment — no real money moves',
      'Card sandbox — test cards only',
    ]) {
      expect(code).not.toContain(banner);
    }
  });

  it('holds none of the sandbox’s published test cards, written either way', () => {
    const { code } = wholeBuild();
    expect(PUBLISHED_TEST_CARDS.length).toBeGreaterThan(5);
    for (const card of PUBLISHED_TEST_CARDS) {
      const grouped = card.replace(/(\d{4})(?=\d)/g, '$1 ');
      expect(code, card).not.toContain(card);
      expect(code, grouped).not.toContain(grouped);
    }
  });

  it('does not depend on the sandbox app (its tests may, as a devDependency)', () => {
    const pkg = z
      .object({
        dependencies: z.record(z.string(), z.string()),
        devDependencies: z.record(z.string(), z.string()),
      })
      .parse(JSON.parse(readFileSync(manifest, 'utf8')));
    expect(Object.keys(pkg.dependencies)).not.toContain('@tabula/sandbox');
    expect(Object.keys(pkg.devDependencies)).toContain('@tabula/sandbox');
  });
});
