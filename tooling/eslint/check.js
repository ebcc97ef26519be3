#!/usr/bin/env node
/* global process, console */
/*
 * `tabula-check` (each package's `check` script, which `pnpm test` runs): the package's type check
 * and its lint from one TypeScript program. `tsc --noEmit` and ESLint's type-aware rules each
 * built the package's program and worked out its types, the same work twice; here the program is
 * built once from the package's tsconfig.json, its diagnostics printed as tsc prints them, and
 * ESLint lints with that program (typescript-eslint's `parserOptions.programs`), so its rules
 * find the types already worked out. Exits non-zero on a type error, a lint error or a warning,
 * as `tsc --noEmit` and `eslint . --max-warnings 0` do. `pnpm typecheck` and `pnpm lint` stay
 * for running one of the two.
 */
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import tseslint from 'typescript-eslint';

const cwd = process.cwd();
// The package's own TypeScript and ESLint, as its `typecheck` and `lint` scripts run them.
const requireHere = createRequire(join(cwd, 'package.json'));
const ts = requireHere('typescript');
const { ESLint } = await import(pathToFileURL(requireHere.resolve('eslint')).href);

/** The package's program, built from its tsconfig.json as `tsc --noEmit` builds it. */
function createProgram() {
  const configPath = ts.findConfigFile(cwd, ts.sys.fileExists, 'tsconfig.json');
  if (configPath === undefined) throw new Error(`no tsconfig.json in ${cwd}`);
  const configErrors = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    { noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => configErrors.push(diagnostic),
    },
  );
  if (parsed === undefined) return { program: null, diagnostics: configErrors };
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
  });
  return { program, diagnostics: [...configErrors, ...ts.getPreEmitDiagnostics(program)] };
}

const { program, diagnostics } = createProgram();
const typeErrors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
const formatHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => cwd,
  getNewLine: () => ts.sys.newLine,
};
if (diagnostics.length > 0) {
  const pretty = process.stdout.isTTY === true;
  console.log(
    pretty
      ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost)
      : ts.formatDiagnostics(diagnostics, formatHost),
  );
  console.log(`Found ${String(typeErrors)} type error${typeErrors === 1 ? '' : 's'}.`);
}

/**
 * typescript-eslint's parser, reading the types of the program's own files from the program. Other
 * files it is asked to parse (the declarations of a dependency, which import-x's rules read to
 * follow an import) are parsed without types, as with a project service: the parser refuses a
 * file outside the programs it is given.
 */
function programParser(program) {
  const files = new Set(program.getSourceFiles().map((file) => resolve(file.fileName)));
  return {
    meta: { name: 'tabula-program-parser' },
    parseForESLint(code, options = {}) {
      const own = { ...options };
      delete own.project;
      delete own.projectService;
      delete own.programs;
      const inProgram = own.filePath !== undefined && files.has(resolve(own.filePath));
      return tseslint.parser.parseForESLint(
        code,
        inProgram ? { ...own, programs: [program] } : own,
      );
    },
  };
}

let lintFailed = false;
if (program !== null) {
  // The package's own eslint.config.js, its type-aware files reading types from this program
  // instead of a project service of their own; the JavaScript files, which the shared config
  // lints without types, need no program.
  const eslint = new ESLint({
    cwd,
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
        languageOptions: { parser: programParser(program) },
      },
    ],
  });
  const results = await eslint.lintFiles(['.']);
  const formatter = await eslint.loadFormatter('stylish');
  const output = await formatter.format(results);
  if (output !== '') console.log(output);
  const problems = results.reduce(
    (sum, result) => sum + result.errorCount + result.warningCount,
    0,
  );
  lintFailed = problems > 0;
}

process.exitCode = typeErrors > 0 || lintFailed ? 1 : 0;
