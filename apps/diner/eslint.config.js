import { base, noMoneyArithmetic, react } from '@tabula/eslint-config';

export default [
  { ignores: ['dist/**', 'src/route-tree.gen.ts', 'e2e/report/**', 'bench-results/**'] },
  ...base({ packageName: '@tabula/diner', tsconfigRootDir: import.meta.dirname }),
  ...react,
  noMoneyArithmetic,
];
