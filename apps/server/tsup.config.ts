import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    venue: 'src/cli/venue.ts',
    staff: 'src/cli/staff.ts',
    // The child process that decodes uploaded pictures (features/images/resize-image.ts).
    'resize-child': 'src/features/images/resize-child.mjs',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // The workspace packages ship built files; npm packages stay external and load from node_modules.
});
