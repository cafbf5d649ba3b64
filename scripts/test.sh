#!/usr/bin/env bash
# Runs every test of the project on a fresh machine: installs what it needs first.
# Usage: bash scripts/test.sh        (CI runs exactly this through .ci/run)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

step() { printf '\n== %s\n' "$*"; }

step "format and lints"
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --release -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --workspace --quiet

step "engine, data and CLI tests (native)"
cargo test --release --workspace

step "long tests: every English complement problem (Tables 6 and 7)"
cargo test --release --workspace -- --ignored

if [ -x scripts/test-data.sh ]; then
  step "winning data regenerates byte for byte"
  bash scripts/test-data.sh
fi

step "fuzz smoke run (every target, a few seconds each)"
bash scripts/test-fuzz.sh

if [ -x scripts/test-web.sh ]; then
  step "WebAssembly build and browser tests"
  bash scripts/test-web.sh
fi

step "all tests passed"
