#!/usr/bin/env bash
# Builds the WebAssembly engine and runs the browser tests (Node's test runner + playwright-core
# driving Debian's Chromium). Screenshots land in tests/e2e/screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-web.sh
source scripts/setup-web.sh
cd tests/e2e
node --test
