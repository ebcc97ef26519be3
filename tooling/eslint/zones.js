import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Lint zones for an app built of feature folders (`import-x/no-restricted-paths`): a feature never
 * imports another feature, and the shared layers under it never import a feature. What two
 * features share moves down to a shared folder. docs/architecture.md draws the same map.
 *
 * The features are read from the folder, so a new feature is covered the day it is created.
 *
 * @param {{ root: string, featuresDir?: string, shared: string[], layers?: string[][] }} options
 *   root: the app's folder (`import.meta.dirname` of its eslint config);
 *   featuresDir: where the features live, relative to root (default `src/features`);
 *   shared: the folders below the features, relative to root (e.g. `src/lib`), which may not
 *   import any feature;
 *   layers (optional): a one-way order among shared folders (or files), lowest first, e.g.
 *   `[['src/db', 'src/http'], ['src/venue'], ['src/orders']]`: a folder never imports one of a
 *   higher layer; folders of the same layer may import each other. Without it the shared
 *   folders may import each other freely.
 */
export function featureZones({ root, featuresDir = 'src/features', shared, layers = [] }) {
  const features = readdirSync(join(root, featuresDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const zones = [
    ...features.map((feature) => ({
      target: `./${featuresDir}/${feature}`,
      from: `./${featuresDir}`,
      except: [`./${feature}`],
      message: `A feature never imports another feature: move what both need to a shared folder (see docs/architecture.md).`,
    })),
    ...shared.map((folder) => ({
      target: `./${folder}`,
      from: `./${featuresDir}`,
      message: `${folder} sits below the features and may not import one (see docs/architecture.md).`,
    })),
    ...layers.flatMap((layer, level) =>
      layer.map((folder) => ({
        target: `./${folder}`,
        from: layers.slice(level + 1).flatMap((higher) => higher.map((above) => `./${above}`)),
        message: `${folder} sits below ${layers
          .slice(level + 1)
          .flat()
          .join(', ')} and may not import them (see the layers in eslint.config.js).`,
      })),
    ),
  ].filter((zone) => zone.from.length > 0);
  return {
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  };
}
