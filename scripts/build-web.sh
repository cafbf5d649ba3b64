#!/usr/bin/env bash
# Builds the WebAssembly engine into www/pkg (with the English data) and www/pkg-triangles
# (without it), exactly as `wasm-pack build --target web` would, then shrinks both with wasm-opt.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
source scripts/setup-web.sh

build() { # build OUT [cargo feature flags]
  local out=$1; shift
  cargo build --lib --release --target wasm32-unknown-unknown "$@"
  rm -rf "www/$out"
  wasm-bindgen --target web --out-dir "www/$out" --out-name pegsol --no-typescript \
    target/wasm32-unknown-unknown/release/pegsol.wasm
  wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    "www/$out/pegsol_bg.wasm" -o "www/$out/pegsol_bg.wasm"
}
build pkg-triangles --no-default-features
build pkg
# The hint files the English build fetches on demand sit next to it (not inside the module).
mkdir -p www/pkg/data
cp winning-data/*.hints www/pkg/data/
ls -l www/pkg/pegsol_bg.wasm www/pkg-triangles/pegsol_bg.wasm
