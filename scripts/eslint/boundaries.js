/**
 * The house's import rules as one ESLint rule (`fiu/boundaries`, eslint.config.js turns it on):
 * 1. no screen (packages/elements/src/<screen>/, a folder with a descriptor.ts) imports another screen;
 * 2. nothing in elements or ui imports the server's source (its public `@fiu/server/testing` entry is for tests);
 * 3. no production module imports a test library or a test helper (test/ and testing/ folders, *.test.* files);
 * 4. core imports no React, no DOM library and nothing of ui or elements;
 * 5. outside ui, ui's entries (map, grid) are imported through their index ('@fiu/ui/grid'), not their files.
 * Paths are read from the repository root, so the rule needs no resolver and no type information.
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ELEMENTS = 'packages/elements/src/';

/** Libraries only tests use, and the server's testing entry. */
const TEST_LIBRARIES = /^(?:(?:vitest|happy-dom|@playwright\/test|fast-check|big-list-of-naughty-strings|@testing-library\/[^/]+|@fiu\/server\/testing)(?:\/|$)|@vitest\/|@fast-check\/)/;
/** What core may not import: a UI library, the DOM, or the packages built on core. */
const NOT_IN_CORE = /^(?:react|react-dom|preact|@preact\/[^/]+|happy-dom|@fiu\/ui|@fiu\/elements)(?:\/|$)/;

const posix = (p) => p.split(sep).join('/');
export const isTestFile = (path) => /\.(test|test-d|spec)\.[cm]?[jt]sx?$/.test(path);
export const inTestFolder = (path) => /(^|\/)(test|testing)\//.test(path);
export const isTestCode = (path) => isTestFile(path) || inTestFolder(path);
/** Production modules: what packages/<pkg>/src and standalone/src ship, less their test code. */
export const isProduction = (path) => /^(packages\/[^/]+\/src|standalone\/src)\//.test(path) && !isTestCode(path);
const isTestTarget = (path) => inTestFolder(path) || /\.(test|test-d|spec)(\.[cm]?[jt]sx?)?$/.test(path);

/** The screen folder a path (from the root) lies in: `login` for packages/elements/src/login/Login.tsx. */
export function screenOf(path, isScreen = (name) => existsSync(join(ROOT, ELEMENTS, name, 'descriptor.ts'))) {
  if (!path.startsWith(ELEMENTS)) return null;
  const rest = path.slice(ELEMENTS.length).split('/');
  return rest.length > 1 && isScreen(rest[0]) ? rest[0] : null;
}

/** Where an import points, from the root: relative paths resolved, `@fiu/<pkg>/<x>` mapped onto the package's src. */
function targetOf(fromPath, spec) {
  if (spec.startsWith('.')) return posix(relative(ROOT, resolve(ROOT, dirname(fromPath), spec)));
  const m = /^@fiu\/(core|ui|elements|server)(?:\/(.+))?$/.exec(spec);
  if (!m) return null;
  if (m[1] === 'server' && m[2] === 'testing') return 'packages/server/src/testing/';
  return `packages/${m[1]}/src/${m[2] ?? 'index.ts'}`;
}

/** Every rule an import breaks, as messages (empty: allowed). `path` is the importing file, from the root. */
export function problemsOf(path, spec, isScreen) {
  const out = [];
  const target = targetOf(path, spec);
  const test = isTestCode(path);

  // A screen's tests may drive another screen (a list test opening the form); its code may not import one.
  const from = test ? null : screenOf(path, isScreen);
  const to = target ? screenOf(target, isScreen) : null;
  if (from && to && from !== to) {
    out.push(`the screen '${from}' imports the screen '${to}' ('${spec}'): a screen imports no other screen; move what they share to elements/src/shared`);
  }

  const inElementsOrUi = path.startsWith(ELEMENTS) || path.startsWith('packages/ui/src/');
  if (inElementsOrUi && target?.startsWith('packages/server/') && !(test && target.startsWith('packages/server/src/testing/'))) {
    out.push(`'${spec}' is the server's source: elements and ui talk to the server over HTTP (tests use '@fiu/server/testing')`);
  }

  if (isProduction(path)) {
    if (TEST_LIBRARIES.test(spec)) out.push(`'${spec}' is test code: a production module imports no test library`);
    else if (target && isTestTarget(target)) out.push(`'${spec}' is a test helper: a production module imports no test helper`);
  }

  if (path.startsWith('packages/core/src/') && (NOT_IN_CORE.test(spec) || target?.startsWith('packages/ui/') || target?.startsWith('packages/elements/'))) {
    out.push(`'${spec}': core imports no React, no DOM library and nothing of ui or elements`);
  }
  const entryFile = /^@fiu\/ui\/(map|grid|chart|datagrid|pivot|timechart)\/./.exec(spec);
  if (entryFile && !path.startsWith('packages/ui/')) {
    out.push(`'${spec}' is a file of ui's '${entryFile[1]}' entry: import '@fiu/ui/${entryFile[1]}'`);
  }
  return out;
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: "The house's import rules (screens, server source, test code, core)" },
    schema: [],
  },
  create(context) {
    const path = posix(relative(ROOT, context.filename));
    if (path.startsWith('..')) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      for (const message of problemsOf(path, source)) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      TSImportType: (node) => {
        const lit = node.argument?.literal ?? node.argument;
        if (lit?.type === 'Literal') check(node, lit.value);
      },
    };
  },
};

export default { meta: { name: 'fiu' }, rules: { boundaries } };
