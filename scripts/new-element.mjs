#!/usr/bin/env node
// `npm run new:element fiu-x [-- --route /path] [--title "Title"]`: a new screen, registered everywhere.
//   1. packages/elements/src/x/: component X.tsx, descriptor.ts, x.css.ts, X.test.tsx (the sign-in screens' shape);
//   2. the registry (descriptors.ts for the loader, docs.ts), the manifest and typings: `npm run gen:registry`;
//   3. the standalone route: --route PATH puts the element on that route of standalone/src/routes.ts, which must
//      be one of the spec's placeholders (a new path also needs core's route rule: permissions/menu.ts);
//   4. the size budget: none to write. bench/size.mjs finds every screen from the loader and holds it to the
//      screen tier of bench/budgets.json; a line under "screens" is only for a measured exception.
// `npm run new:element -- --remove fiu-x` undoes all of it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TAG, folderOf, screenFiles, titleOf, withRouteElement, withoutRouteElement } from './new-element-lib.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'packages/elements/src');
const ROUTES = join(ROOT, 'standalone/src/routes.ts');

function usage(message) {
  console.error(`${message}\nusage: npm run new:element fiu-name [-- --route /path] [--title "Title"]\n       npm run new:element -- --remove fiu-name`);
  process.exit(2);
}

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  if (!value) usage(`${name} needs a value`);
  return value;
};
const remove = args.includes('--remove');
if (remove) args.splice(args.indexOf('--remove'), 1);
const route = option('--route');
const title = option('--title');
const [tag, ...rest] = args;
if (!tag || rest.length) usage('one tag, please');
if (!TAG.test(tag)) usage(`'${tag}' is not a tag of the house: fiu- and lowercase words joined by -`);
const folder = folderOf(tag);
const dir = join(SRC, folder);

function regenerate() {
  const run = spawnSync('npm', ['run', '--silent', 'gen:registry'], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

if (remove) {
  if (!existsSync(join(dir, 'descriptor.ts'))) usage(`no screen ${tag} at ${dir}`);
  rmSync(dir, { recursive: true });
  const routes = readFileSync(ROUTES, 'utf8');
  const without = withoutRouteElement(routes, tag);
  if (without !== routes) writeFileSync(ROUTES, without);
  regenerate();
  console.log(`removed ${tag}`);
  process.exit(0);
}

if (existsSync(dir)) usage(`${dir} exists already`);
let routes;
if (route) {
  routes = withRouteElement(readFileSync(ROUTES, 'utf8'), route, tag);
  if (!routes) usage(`${route} is not a placeholder route of standalone/src/routes.ts (a route of the spec without an element)`);
}

for (const [path, text] of Object.entries(screenFiles(tag, title ?? titleOf(folder)))) {
  mkdirSync(dirname(join(SRC, path)), { recursive: true });
  writeFileSync(join(SRC, path), text);
  console.log(`wrote packages/elements/src/${path}`);
}
if (routes) {
  writeFileSync(ROUTES, routes);
  console.log(`standalone/src/routes.ts: ${route} shows ${tag}`);
} else {
  console.log(`no standalone route (pass --route /path to put ${tag} on one of the spec's placeholder routes)`);
}
regenerate();
console.log(`
${tag} is registered: loader and docs (descriptors.ts, docs.ts), manifest and typings${routes ? ', standalone route' : ''}.
Its size is held to the screen tier of bench/budgets.json (no line to add). Next:
  npx vitest run packages/elements/src/${folder}
  npm run build && node bench/size.mjs --check`);
