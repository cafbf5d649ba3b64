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
# The corpus is copied so that a smoke run never adds files to the committed seeds.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for target in notation state layout data_file game_ops hint_file hint_file_parts thoughts opening_book; do
  cp -r "fuzz/corpus/$target" "$work/$target"
  if ! cargo fuzz run --release "$target" "$work/$target" -- \
      -max_total_time="${FUZZ_SECONDS:-5}" -max_len=4096 >"$work/$target.log" 2>&1; then
    tail -n 40 "$work/$target.log"
    echo "fuzz target $target failed (crash artifact under fuzz/artifacts/$target)" >&2
    exit 1
  fi
  grep -E "^Done" "$work/$target.log"
done
