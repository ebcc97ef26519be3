import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tsdoc from 'eslint-plugin-tsdoc';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { forbiddenImports } from './layers.js';

export { allowedImports, forbiddenImports } from './layers.js';
export { featureZones } from './zones.js';

/** Files no package lints. */
const ignores = { ignores: ['**/dist/**', '**/coverage/**', '**/.turbo/**', '**/node_modules/**'] };

/**
 * The base config: type-aware TypeScript rules, import hygiene and the package layering rule.
 *
 * @param {{ packageName: string, tsconfigRootDir: string }} options
 */
export function base({ packageName, tsconfigRootDir }) {
  return tseslint.config(
    ignores,
    js.configs.recommended,
    ...tseslint.configs.strictTypeChecked,
    ...tseslint.configs.stylisticTypeChecked,
    importX.flatConfigs.recommended,
    importX.flatConfigs.typescript,
    {
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir },
        globals: { ...globals.es2022 },
      },
      settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
      rules: {
        'no-restricted-imports': ['error', { patterns: forbiddenImports(packageName) }],
        // A cycle among the package's own modules (aliases included); walking into node_modules
        // cost half of the server's lint time and no cycle can pass through a dependency.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        // TypeScript already checks that a namespace import's members exist (typescript-eslint's
        // performance guide); the rule re-parsed every imported module to check it again.
        'import-x/namespace': 'off',
        'import-x/no-self-import': 'error',
        'import-x/no-unresolved': 'off',
        'import-x/no-named-as-default-member': 'off',
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
        eqeqeq: ['error', 'always'],
      },
    },
    {
      files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
      ...tseslint.configs.disableTypeChecked,
    },
  );
}

/**
 * Rules for packages other than the engine: money arithmetic belongs to @tabula/engine, so the
 * float helpers that usually carry it are forbidden here.
 */
export const noMoneyArithmetic = {
  files: ['**/*.ts', '**/*.tsx'],
  ignores: ['**/__tests__/**', '**/*.test.*', '**/*.stories.*'],
  rules: {
    'no-restricted-globals': [
      'error',
      { name: 'parseFloat', message: 'Amounts are decimal strings; use @tabula/engine.' },
    ],
    'no-restricted-properties': [
      'error',
      { property: 'toFixed', message: 'Format amounts with @tabula/engine formatMoney.' },
      { object: 'Math', property: 'round', message: 'Rounding money belongs to @tabula/engine.' },
    ],
  },
};

/**
 * Rules for a pure library: no clock, no randomness, no I/O, and TSDoc that parses.
 */
export const pureLibrary = {
  files: ['src/**/*.ts'],
  ignores: ['src/**/__tests__/**'],
  plugins: { tsdoc },
  rules: {
    'tsdoc/syntax': 'error',
    'no-restricted-globals': [
      'error',
      { name: 'Date', message: 'The engine takes "now" from its caller.' },
      { name: 'fetch', message: 'The engine does no I/O.' },
      { name: 'console', message: 'The engine does no I/O.' },
      { name: 'process', message: 'The engine does no I/O.' },
      { name: 'parseFloat', message: 'Amounts are parsed with parseAmount, never as floats.' },
    ],
    'no-restricted-properties': [
      'error',
      { object: 'Math', property: 'random', message: 'The engine is deterministic.' },
    ],
    'no-restricted-imports': [
      'error',
      {
        paths: ['node:fs', 'fs', 'node:http', 'http', 'node:net', 'node:crypto', 'crypto'].map(
          (name) => ({
            name,
            message: 'The engine is pure: no I/O.',
          }),
        ),
        patterns: forbiddenImports('@tabula/engine'),
      },
    ],
  },
};

/**
 * Rules for React code: the rules of hooks, and browser globals. Stories and tests may read the
 * DOM directly. Hooks also live in `.ts` files (`use-*.ts`), so both extensions are checked.
 */
export const react = [
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
];
