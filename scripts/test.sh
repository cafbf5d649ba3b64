#!/usr/bin/env bash
# Runs every test of the project on a fresh machine: installs what it needs first.
# Usage: bash scripts/test.sh        (CI runs exactly this through .ci/run)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

step() { printf '\n== %s\n' "$*"; }

# Every step's script must be there: a missing one fails the run, never skips its tests.
for script in scripts/test-data.sh scripts/test-fuzz.sh scripts/test-web.sh; do
  [ -f "$script" ] || { echo "missing $script: the test command cannot run every test" >&2; exit 1; }
done

step "format and lints"
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --release -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --workspace --quiet

step "engine, data and CLI tests (native)"
cargo test --release --workspace

step "long tests: every English complement problem (Tables 6 and 7)"
cargo test --release --workspace -- --ignored

step "winning data regenerates byte for byte"
bash scripts/test-data.sh

step "fuzz smoke run (every target, a few seconds each)"
bash scripts/test-fuzz.sh

step "WebAssembly build and browser tests"
bash scripts/test-web.sh

step "all tests passed"
