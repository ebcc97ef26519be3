import { base, featureZones, noMoneyArithmetic, react } from '@tabula/eslint-config';

export default [
  { ignores: ['dist/**', 'src/route-tree.gen.ts'] },
  ...base({ packageName: '@tabula/pos', tsconfigRootDir: import.meta.dirname }),
  ...react,
  noMoneyArithmetic,
  featureZones({ root: import.meta.dirname, shared: ['src/lib', 'src/app'] }),
];
