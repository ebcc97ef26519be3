/**
 * Which workspace packages each package may import. One direction only: a package never imports
 * one that sits above it. docs/architecture.md draws the same map.
 */
export const allowedImports = {
  '@tabula/engine': [],
  '@tabula/api-client': ['@tabula/engine'],
  '@tabula/ui': [],
  '@tabula/diner': ['@tabula/engine', '@tabula/api-client', '@tabula/ui', '@tabula/sandbox'],
  '@tabula/pos': ['@tabula/engine', '@tabula/api-client', '@tabula/ui'],
  '@tabula/storybook': ['@tabula/ui'],
  // The sandbox stands in for outside parties in tests only: the server's src may not import it
  // (apps/server/eslint.config.js), the diner's journeys do.
  '@tabula/server': ['@tabula/engine', '@tabula/api-client', '@tabula/sandbox'],
  // The providers it plays keep amounts too (captures, refunds): in decimals, through the engine.
  '@tabula/sandbox': ['@tabula/engine'],
};

const allPackages = Object.keys(allowedImports);

/**
 * The `no-restricted-imports` patterns that forbid a package from importing the workspace
 * packages it must not depend on.
 *
 * @param {keyof typeof allowedImports} packageName
 */
export function forbiddenImports(packageName) {
  const allowed = allowedImports[packageName];
  if (!allowed)
    throw new Error(`Unknown Tabula package ${packageName}: add it to tooling/eslint/layers.js`);
  return allPackages
    .filter((name) => name !== packageName && !allowed.includes(name))
    .map((name) => ({
      group: [name, `${name}/*`],
      message: `${packageName} may not import ${name} (see docs/architecture.md).`,
    }));
}
