import { base, featureZones, forbiddenImports, noMoneyArithmetic } from '@tabula/eslint-config';

/**
 * The server's folders below src/features, lowest first: a folder never imports a feature or a
 * folder of a later layer (docs/server.md, "Layout").
 */
const layers = [
  ['src/config', 'src/db', 'src/ports', 'src/pdf'],
  ['src/app-context.ts', 'src/session', 'src/schedule'],
  ['src/http', 'src/staff'],
  ['src/venue', 'src/users', 'src/delivery', 'src/captcha'],
  ['src/messages'],
  ['src/orders', 'src/maintenance'],
  ['src/loyalty'],
  ['src/payments', 'src/pages', 'src/venue-file'],
  ['src/seed', 'src/places'],
];

export default [
  ...base({ packageName: '@tabula/server', tsconfigRootDir: import.meta.dirname }),
  noMoneyArithmetic,
  featureZones({ root: import.meta.dirname, shared: layers.flat(), layers }),
  {
    // The product never reaches a stand-in but through its configured address: only tests may
    // import the sandbox.
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbiddenImports('@tabula/server'),
            {
              group: ['@tabula/sandbox', '@tabula/sandbox/*'],
              message: "The server's code reaches a stand-in only through its configured URL.",
            },
          ],
        },
      ],
    },
  },
];
