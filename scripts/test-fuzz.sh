#!/usr/bin/env bash
# A short smoke run (seconds) of every fuzz target on its committed corpus. Longer runs:
#   RUSTC_BOOTSTRAP=1 cargo fuzz run --release TARGET fuzz/corpus/TARGET -- -max_total_time=600
# (cargo-fuzz passes -Z sanitizer flags; RUSTC_BOOTSTRAP lets the stable toolchain take them.)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked || cargo install cargo-fuzz
export RUSTC_BOOTSTRAP=1
cargo fuzz build --release
for target in notation state layout data_file game_ops hint_file; do
  cargo fuzz run --release "$target" "fuzz/corpus/$target" -- -max_total_time="${FUZZ_SECONDS:-5}" -max_len=4096 2>&1 |
    grep -E "^Done|ERROR|panicked" || true
done
