import { base, noMoneyArithmetic } from '@tabula/eslint-config';

export default [
  ...base({ packageName: '@tabula/server', tsconfigRootDir: import.meta.dirname }),
  noMoneyArithmetic,
];
