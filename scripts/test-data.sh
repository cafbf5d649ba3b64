#!/usr/bin/env bash
# Regenerates every board's winning data into a scratch folder and compares it byte for byte
# with winning-data/ (about 6 minutes: the English hint files take 2, triangle7's 25 s, the
# French opening book 3.5 minutes and 9 GB of memory).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cargo build --release --bin pegs
# The boards with stored data, as the catalogue names them (base/src/geometry/catalog.rs).
stored=$(./target/release/pegs boards --json | python3 -c '
import json, sys
print(" ".join(b["id"] for b in json.load(sys.stdin) if b["hints"] != "live"))')
# And the boards with opening books (live boards: only their books are written).
books=$(ls winning-data/*.opening | sed 's#.*/##; s#\..*##' | sort -u)
for board in $stored $books; do
  ./target/release/pegs generate --board "$board" --out "$scratch"
done
diff -r "$scratch" winning-data --exclude README.md
echo "winning-data regenerates byte for byte"
