import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { launcher: 'src/launcher/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // npm packages and the engine stay external and load from node_modules.
});
