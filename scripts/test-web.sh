#!/usr/bin/env bash
# Builds the WebAssembly engine and runs the browser tests (Node's test runner + playwright-core
# driving Debian's Chromium). Screenshots land in tests/e2e/screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
source scripts/setup-web.sh
cargo clippy --lib --release --target wasm32-unknown-unknown -- -D warnings
bash scripts/build-web.sh
cd tests/e2e
# The page's modules that say `// @ts-check` are type-checked (JSDoc, the DOM's types and the
# engine's TypeScript declarations): tsconfig.json here.
node_modules/.bin/tsc -p tsconfig.json
echo "page modules type-check (tsc --noEmit)"
# One runner per file: with several files in one `node --test`, a run hung here (Node 20).
for file in *.test.mjs; do
  echo "-- $file"
  # A hung browser run (seen only under heavy CPU contention) is retried once, loudly.
  timeout 300 node --test "$file" || { echo "!! $file failed or hung: retrying once"; timeout 300 node --test "$file"; }
done
