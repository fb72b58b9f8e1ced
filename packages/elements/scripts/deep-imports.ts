/**
 * Rewrites `import { a, b } from '@fiu/core'` / `'@fiu/ui'` in element sources into imports of the modules
 * that define each name (`@fiu/core/messages`, `@fiu/ui/Button`, ...).
 *
 * Why: esbuild assigns a module to a chunk by which entry points can reach it, and a barrel reaches every
 * module it re-exports. One barrel import in the element runtime put every ui component and all reference
 * data into the shared chunk of the script-tag build. Elements therefore import modules, not barrels
 * (src/imports.test.ts enforces it). Usage: `npx tsx packages/elements/scripts/deep-imports.ts FILE...`
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '../../..');
const barrels = {
  '@fiu/core': resolve(root, 'packages/core/src/index.ts'),
  '@fiu/ui': resolve(root, 'packages/ui/src/index.ts'),
} as const;

const program = ts.createProgram(Object.values(barrels), {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.ReactJSX,
  resolveJsonModule: true,
  allowImportingTsExtensions: false,
  skipLibCheck: true,
});
const checker = program.getTypeChecker();

/** name → deep specifier ('@fiu/ui/Button'), per barrel. */
function exportMap(pkg: keyof typeof barrels): Map<string, string> {
  const file = program.getSourceFile(barrels[pkg])!;
  const moduleSymbol = checker.getSymbolAtLocation(file)!;
  const srcDir = resolve(barrels[pkg], '..');
  const map = new Map<string, string>();
  for (const sym of checker.getExportsOfModule(moduleSymbol)) {
    const target = sym.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(sym) : sym;
    const decl = target.declarations?.[0];
    if (!decl) continue;
    const path = relative(srcDir, decl.getSourceFile().fileName).replace(/\.(tsx?|json)$/, '');
    map.set(sym.getName(), `${pkg}/${path}`);
  }
  return map;
}

const maps = { '@fiu/core': exportMap('@fiu/core'), '@fiu/ui': exportMap('@fiu/ui') };
const importRe = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(@fiu\/(?:core|ui))';?/g;

for (const file of process.argv.slice(2)) {
  const source = readFileSync(file, 'utf8');
  const out = source.replace(importRe, (_all, typeOnly: string | undefined, names: string, pkg: keyof typeof maps) => {
    const byModule = new Map<string, string[]>();
    for (const raw of names.split(',').map((n) => n.trim()).filter(Boolean)) {
      const name = raw.replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
      const deep = maps[pkg].get(name);
      if (!deep) throw new Error(`${file}: ${name} is not exported by ${pkg}`);
      byModule.set(deep, [...(byModule.get(deep) ?? []), raw]);
    }
    // A group of type-only names becomes `import type`: with verbatimModuleSyntax, `import { type X }` is kept
    // as a bare import of the module, which pulls it (and its imports) into the bundle.
    return [...byModule]
      .map(([deep, list]) => {
        const allTypes = typeOnly !== undefined || list.every((n) => n.startsWith('type '));
        const names = allTypes ? list.map((n) => n.replace(/^type\s+/, '')) : list;
        return `import ${allTypes ? 'type ' : ''}{ ${names.join(', ')} } from '${deep}';`;
      })
      .join('\n');
  });
  if (out !== source) {
    writeFileSync(file, out);
    console.log(`rewrote ${relative(root, file)}`);
  }
}
