#!/usr/bin/env bash
# Builds the game and serves it locally. (Until the browser game lands, it solves the central game.)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
cargo run --release --bin pegs -- solve --board english --start d4 --finish d4
