import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    query: 'src/query/index.ts',
    realtime: 'src/realtime/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
});
