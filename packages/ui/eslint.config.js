import { base, noMoneyArithmetic, react } from '@tabula/eslint-config';

export default [
  ...base({ packageName: '@tabula/ui', tsconfigRootDir: import.meta.dirname }),
  ...react,
  noMoneyArithmetic,
];
