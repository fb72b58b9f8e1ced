#!/usr/bin/env bash
# The one test command (`npm test`): type check, lint, unit tests, build, size budgets, end-to-end tests in Chromium.
# Every step runs even when an earlier one failed (the end-to-end tests need the build), so one run shows
# everything that is wrong. The last line is `tests: N passed, M failed`; the exit code is non-zero when any
# step failed.
set -uo pipefail
cd "$(dirname "$0")/.."

# vitest 5 and tsup 9 declare Node 22; on Node 20 preload the few newer built-ins they call.
if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 22 ]; then
  export NODE_OPTIONS="${NODE_OPTIONS:-} --import=$PWD/scripts/node20-compat.mjs"
fi

reports=test-results/reports
mkdir -p "$reports"
rm -f "$reports/vitest.json" "$reports/playwright.json"
failed_steps=()

step() {
  local name=$1
  shift
  echo
  echo "── $name: $*"
  if ! "$@"; then
    failed_steps+=("$name")
    return 1
  fi
}

# Debian's chromium, not a Playwright download (SECURITY.md: playwright with Debian's chromium).
if [ ! -x /usr/bin/chromium ]; then
  echo "── installing Debian's chromium"
  sudo_cmd=()
  if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then sudo_cmd=(sudo); fi
  "${sudo_cmd[@]}" apt-get update && DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y chromium ||
    failed_steps+=("chromium")
fi

step typecheck npm run typecheck
step lint npm run lint
step unit npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
if step build npm run build; then
  step size node bench/size.mjs --check
  step e2e npx playwright test
else
  echo "── skipping the size check and the end-to-end tests: the build failed"
fi

echo
if [ ${#failed_steps[@]} -gt 0 ]; then echo "failed steps: ${failed_steps[*]}"; fi
node scripts/summary.mjs "$reports/vitest.json" "$reports/playwright.json"
summary=$?
if [ ${#failed_steps[@]} -gt 0 ] || [ $summary -ne 0 ]; then exit 1; fi
exit 0
