// Size report of the script-tag build (packages/elements/dist/script): the loader, the shared chunk(s) that
// every element imports, and each element's own code, minified and gzip (zlib level 9), against budgets.
// Pure functions over a folder so bench/size.test.ts can run them on a synthetic build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

export const LOADER = 'fiu-elements.js';
/** The ES module entry the classic loader imports (a build without it has the module entry at LOADER). */
export const MODULE_ENTRY = 'fiu-elements.esm.js';

/**
 * Tell-tale strings of libraries that must never be in the loader or the shared chunk (ARCHITECTURE.md:
 * heavy libraries load with their screens only), and of React, which the script-tag build replaces by
 * preact/compat everywhere. Strings that survive minification: error URLs, CSS class names, API names.
 */
export const FORBIDDEN = {
  react: ['react.dev/errors', '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE', '__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED', 'Minified React error'],
  leaflet: ['leaflet-container', 'leaflet-pane', 'leaflet-marker-icon'],
  cytoscape: ['cytoscape'],
  uplot: ['u-legend', 'u-over', 'uplot'],
  pdfjs: ['GlobalWorkerOptions', 'pdfjs-dist', 'pdfjsLib'],
  quill: ['ql-editor', 'ql-toolbar', 'quill-'],
  xlsx: ['sheet_to_json', 'SheetJS'],
};

export const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;

function kebab(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

/** The build's chunk graph: for each .js file its static and dynamic imports (names relative to dir). */
export function readGraph(dir) {
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.split(sep).join('/'));
  const metafile = findMetafile(dir);
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    const here = dirname(file);
    const norm = (p) => relative(dir, resolve(dir, here, p)).split(sep).join('/');
    const imports = new Set([...text.matchAll(STATIC_IMPORT)].map((m) => norm(m[1])));
    const dynamic = new Set([...text.matchAll(DYNAMIC_IMPORT)].map((m) => norm(m[1])));
    graph.set(file, { file, text, bytes: Buffer.byteLength(text), imports, dynamic, entryPoint: undefined });
  }
  if (metafile) {
    // esbuild's metafile is exact; prefer it to the regexes above when tsup wrote one.
    for (const [outPath, out] of Object.entries(metafile.outputs ?? {})) {
      const name = relative(dir, resolve(outPath)).split(sep).join('/');
      const node = graph.get(name);
      if (!node) continue;
      node.entryPoint = out.entryPoint;
      const rel = (p) => relative(dir, resolve(p)).split(sep).join('/');
      node.imports = new Set(out.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => rel(i.path)));
      node.dynamic = new Set(out.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => rel(i.path)));
    }
  }
  return { graph, metafile: Boolean(metafile) };
}

function findMetafile(dir) {
  const candidates = [dir, dirname(dir)].flatMap((d) =>
    existsSync(d) ? readdirSync(d).filter((f) => /^metafile.*\.json$/.test(f)).map((f) => join(d, f)) : [],
  );
  for (const file of candidates) {
    try {
      const meta = JSON.parse(readFileSync(file, 'utf8'));
      const outs = Object.keys(meta.outputs ?? {});
      if (outs.some((o) => resolve(o).startsWith(resolve(dir) + sep))) return meta;
    } catch {
      /* not ours */
    }
  }
  return null;
}

/** Every chunk reachable by static imports from `start` (itself included). */
export function closure(graph, start) {
  const seen = new Set();
  const todo = [start];
  while (todo.length) {
    const file = todo.pop();
    if (seen.has(file) || !graph.has(file)) continue;
    seen.add(file);
    for (const next of graph.get(file).imports) todo.push(next);
  }
  return seen;
}

/** Tag of an element chunk: from its source folder (metafile) or from its file name (Authorize-HASH.js). */
export function tagOf(node) {
  if (node.entryPoint) {
    const parts = node.entryPoint.split('/');
    const i = parts.lastIndexOf('src');
    const folder = i >= 0 && parts.length > i + 2 ? parts[i + 1] : basename(node.entryPoint).replace(/\.[tj]sx?$/, '');
    return `fiu-${kebab(folder)}`;
  }
  const stem = basename(node.file, '.js').replace(/-[A-Za-z0-9_]{6,}$/, '');
  return `fiu-${kebab(stem).replace(/^fiu-/, '')}`;
}

const sum = (graph, files) =>
  [...files].reduce(
    (acc, f) => {
      const node = graph.get(f);
      acc.min += node.bytes;
      acc.gzip += gzipSize(node.text);
      return acc;
    },
    { min: 0, gzip: 0 },
  );

/**
 * A screen's budgets: its own line under `screens` (a measured exception), else its tier's first-load number
 * (a tier's screens have no own-code budget: what they share with each other is theirs, and first load bounds
 * it), else the light-screen defaults. screen null = not checked.
 */
function screenBudget(budgets, tag) {
  const line = budgets.screens?.[tag];
  const tier = Object.entries(budgets.tiers ?? {}).find(([name, t]) => !name.startsWith('$') && t.screens?.includes(tag));
  const own = typeof line === 'number' ? line : line?.screen ?? (tier ? null : budgets.screen);
  const firstLoad = (typeof line === 'object' ? line.firstLoad : undefined) ?? tier?.[1].firstLoad ?? budgets.firstLoad;
  return { screen: own, firstLoad, tier: tier && !(typeof line === 'object' && line.firstLoad !== undefined) ? tier[0] : null };
}

export function measure(dir, budgets) {
  if (!existsSync(join(dir, LOADER))) {
    throw new Error(`no ${LOADER} in ${dir}: run \`npm run build\` first`);
  }
  const { graph, metafile } = readGraph(dir);
  // What a classic <script src> costs: the classic loader, the module entry it imports and their static imports.
  const loaderSet = closure(graph, graph.has(MODULE_ENTRY) ? MODULE_ENTRY : LOADER);
  loaderSet.add(LOADER);
  // Lazy chunks: what the loader (or anything it loads at once) imports dynamically. Those whose tag the
  // loader defines are element chunks; the others (the element runtime every element loads beside its own
  // chunk) belong to the shared core.
  const loaderText = [...loaderSet].map((f) => graph.get(f).text).join('\n');
  const lazy = new Set();
  for (const f of loaderSet) for (const d of graph.get(f).dynamic) if (graph.has(d)) lazy.add(d);
  const elements = [];
  const always = new Set();
  for (const file of [...lazy].sort()) {
    const tag = tagOf(graph.get(file));
    if (loaderText.includes(`"${tag}"`) || loaderText.includes(`'${tag}'`)) elements.push({ file, tag, reach: closure(graph, file) });
    else for (const f of closure(graph, file)) always.add(f);
  }

  // Shared: the always-loaded lazy chunks, plus chunks every element needs beyond its own entry chunk,
  // minus what the loader already loaded.
  let common = null;
  for (const el of elements) {
    const deps = new Set([...el.reach].filter((f) => f !== el.file));
    common = common === null ? deps : new Set([...common].filter((f) => deps.has(f)));
  }
  const shared = new Set([...always, ...(common ?? [])].filter((f) => !loaderSet.has(f)));

  const loader = { files: [...loaderSet].sort(), own: sum(graph, [LOADER]), initial: sum(graph, loaderSet) };
  const sharedSize = { files: [...shared].sort(), ...sum(graph, shared) };
  const screens = elements.map((el) => {
    const own = [...el.reach].filter((f) => !shared.has(f) && !loaderSet.has(f)).sort();
    // (own = the element's chunk and whatever it alone, or with only some elements, pulls in)
    const ownSize = sum(graph, own);
    return {
      tag: el.tag,
      chunk: el.file,
      files: own,
      min: ownSize.min,
      gzip: ownSize.gzip,
      firstLoad: { gzip: loader.initial.gzip + sharedSize.gzip + ownSize.gzip },
    };
  });

  const problems = [];
  const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
  if (loader.initial.gzip > budgets.loader) {
    problems.push(`loader ${LOADER} (with its static imports) is ${kb(loader.initial.gzip)} gzip; budget ${kb(budgets.loader)}`);
  }
  if (sharedSize.gzip > budgets.shared) {
    problems.push(`shared chunk(s) ${sharedSize.files.join(', ')} are ${kb(sharedSize.gzip)} gzip; budget ${kb(budgets.shared)}`);
  }
  for (const s of screens) {
    s.budget = screenBudget(budgets, s.tag);
    const { screen: ownBudget, firstLoad: first, tier } = s.budget;
    if (ownBudget !== null && s.gzip > ownBudget) problems.push(`${s.tag}: own code ${kb(s.gzip)} gzip; budget ${kb(ownBudget)}`);
    if (s.firstLoad.gzip > first) {
      problems.push(`${s.tag}: first load (loader + shared + own) ${kb(s.firstLoad.gzip)} gzip; budget ${kb(first)}${tier ? ` (${tier} tier)` : ''}`);
    }
  }

  const forbidden = [];
  const scan = (files, where, libs) => {
    for (const f of files) {
      const text = graph.get(f).text;
      for (const lib of libs) {
        const hit = FORBIDDEN[lib].find((needle) => text.toLowerCase().includes(needle.toLowerCase()));
        if (hit) forbidden.push({ lib, file: f, where, needle: hit });
      }
    }
  };
  const all = Object.keys(FORBIDDEN);
  scan(loaderSet, 'loader', all);
  scan(shared, 'shared', all);
  // React never belongs in the script-tag build at all: it runs on preact/compat.
  for (const s of screens) scan(s.files, s.tag, ['react']);
  for (const f of forbidden) problems.push(`${f.where}: ${f.file} contains ${f.lib} code (found "${f.needle}")`);

  return {
    unit: 'bytes; min = minified file size, gzip = zlib level 9, summed per file',
    metafile,
    budgets: { loader: budgets.loader, shared: budgets.shared, screen: budgets.screen, firstLoad: budgets.firstLoad },
    loader,
    shared: sharedSize,
    screens,
    forbidden,
    problems,
  };
}

export function toMarkdown(report) {
  const kb = (n) => (n / 1024).toFixed(2);
  const ok = (n, b) => (n <= b ? 'ok' : '**over**');
  const lines = [
    '# Script-tag build size',
    '',
    'Written by `node bench/size.mjs` from packages/elements/dist/script. Sizes in KB (1024 bytes); gzip is zlib level 9, per file, summed.',
    `Chunk graph from ${report.metafile ? "esbuild's metafile" : 'the import statements in the chunks'}.`,
    '',
    '| part | files | minified KB | gzip KB | budget KB (gzip) | |',
    '|---|---|---:|---:|---:|---|',
    `| loader (with its static imports) | ${report.loader.files.join(', ')} | ${kb(report.loader.initial.min)} | ${kb(report.loader.initial.gzip)} | ${kb(report.budgets.loader)} | ${ok(report.loader.initial.gzip, report.budgets.loader)} |`,
    `| shared chunk(s) | ${report.shared.files.join(', ') || '–'} | ${kb(report.shared.min)} | ${kb(report.shared.gzip)} | ${kb(report.budgets.shared)} | ${ok(report.shared.gzip, report.budgets.shared)} |`,
  ];
  for (const s of report.screens) {
    const own = s.budget.screen;
    lines.push(`| \`${s.tag}\` own | ${s.files.join(', ')} | ${kb(s.min)} | ${kb(s.gzip)} | ${own === null ? '–' : kb(own)} | ${own === null ? '' : ok(s.gzip, own)} |`);
  }
  lines.push('', '| first load of one screen (loader + shared + own) | gzip KB | budget KB | |', '|---|---:|---:|---|');
  for (const s of report.screens) {
    lines.push(`| \`${s.tag}\` | ${kb(s.firstLoad.gzip)} | ${kb(s.budget.firstLoad)} | ${ok(s.firstLoad.gzip, s.budget.firstLoad)} |`);
  }
  lines.push('', `Forbidden libraries in the loader or shared chunk (${Object.keys(FORBIDDEN).join(', ')}; React anywhere): ${report.forbidden.length === 0 ? 'none' : report.forbidden.map((f) => `${f.lib} in ${f.file}`).join('; ')}.`);
  if (report.problems.length) lines.push('', '## Over budget', '', ...report.problems.map((p) => `- ${p}`));
  return `${lines.join('\n')}\n`;
}
