import { base, featureZones, noMoneyArithmetic, react } from '@tabula/eslint-config';

export default [
  {
    ignores: [
      'dist/**',
      'dist-ssr/**',
      'src/route-tree.gen.ts',
      'e2e/report/**',
      'bench-results/**',
    ],
  },
  ...base({ packageName: '@tabula/diner', tsconfigRootDir: import.meta.dirname }),
  ...react,
  noMoneyArithmetic,
  // Features never import each other; lib/ and components/ sit below them and import none.
  // app/ and routes/ sit above: they put the features together.
  featureZones({ root: import.meta.dirname, shared: ['src/lib', 'src/components'] }),
  // The app runs the diner's calls only, a screen importing the areas it calls
  // (`paymentsEndpoints`, `dineInEndpoints`, …): the contract's full map carries the staff's
  // schemas too, and the diner's whole map every area's, which would then be part of the first
  // load (docs/performance.md). Tests may read the diner's map.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tabula/api-client',
              importNames: ['endpoints', 'posEndpoints', 'allEndpoints', 'dinerEndpoints'],
              message:
                'Import the areas a screen calls (`paymentsEndpoints`, `dineInEndpoints`, …), not a whole map.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/__tests__/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tabula/api-client',
              importNames: ['endpoints', 'posEndpoints', 'allEndpoints'],
              message: "The diner app's calls are in `dinerEndpoints`.",
            },
          ],
        },
      ],
    },
  },
];
