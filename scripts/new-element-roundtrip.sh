#!/usr/bin/env bash
# Proves `npm run new:element` end to end, in a throwaway git worktree of HEAD (nothing here is touched):
# fiu-example-screen is generated, passes its generated test, appears in the manifest, builds within the size
# budgets, loads by the script tag on the example host page in Chromium, and is removed again without a trace.
# Usage: bash scripts/new-element-roundtrip.sh [port base for the end-to-end servers, default 8170]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
ports=${1:-8170}
tmp=$(mktemp -d /tmp/fiu-new-element.XXXXXX)
repo="$tmp/repo"

cleanup() {
  # The worktree shares node_modules with this checkout by links: remove the links before the worktree.
  find "$repo" -maxdepth 3 -name node_modules -type l -delete 2>/dev/null || true
  git -C "$root" worktree remove --force "$repo" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

git -C "$root" worktree add --quiet --detach "$repo" HEAD
for dir in . packages/core packages/ui packages/elements packages/server standalone; do
  if [ -d "$root/$dir/node_modules" ]; then ln -s "$root/$dir/node_modules" "$repo/$dir/node_modules"; fi
done
cd "$repo"
if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 22 ]; then
  export NODE_OPTIONS="${NODE_OPTIONS:-} --import=$repo/scripts/node20-compat.mjs"
fi

echo "── generate"
npm run --silent new:element fiu-example-screen

echo "── its generated test, and the registry and manifest tests"
npx vitest run packages/elements/src/example-screen packages/elements/src/manifest
grep -q '"tagName": "fiu-example-screen"' packages/elements/custom-elements.json
grep -q "'fiu-example-screen': FiuExampleScreenElement;" packages/elements/src/types/elements.d.ts
echo "in the manifest and the typings"

echo "── build and size budgets"
npm run --silent build >/dev/null
node bench/size.mjs --check | grep -E 'fiu-example-screen|exceeded|within' || true
node bench/size.mjs --check >/dev/null

echo "── loads by the script tag"
cat > tests/e2e/example-screen.spec.ts <<'EOF'
import { expect, test } from '@playwright/test';
import { API, STATIC_HOST } from './support/demo';

test('fiu-example-screen loads by the script tag on a host page', async ({ page }) => {
  const chunk = page.waitForResponse((r) => /\/elements\/chunks\/ExampleScreen-[^/]+\.js$/.test(r.url()));
  await page.goto(`${STATIC_HOST}/script-tag/index.html?api=${encodeURIComponent(API)}`);
  await page.waitForFunction(() => customElements.get('fiu-example-screen') !== undefined);
  await page.evaluate(() => document.body.append(document.createElement('fiu-example-screen')));
  const el = page.locator('fiu-example-screen');
  await expect(el.getByRole('heading', { name: 'Example screen' })).toBeVisible();
  expect((await chunk).status()).toBe(200);
  await el.getByLabel('Name').fill('Ada');
  await el.getByRole('button', { name: 'Send' }).click();
  await expect(el.getByRole('status')).toContainText('Sent: Ada');
});
EOF
FIU_E2E_PORT_BASE=$ports npx playwright test tests/e2e/example-screen.spec.ts --reporter=line
rm tests/e2e/example-screen.spec.ts

echo "── remove"
npm run --silent new:element -- --remove fiu-example-screen
changed=$(git status --porcelain --untracked-files=all -- packages standalone)
if [ -n "$changed" ]; then
  echo "left behind after --remove:"
  echo "$changed"
  exit 1
fi
echo "new:element round trip: ok"
