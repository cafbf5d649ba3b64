# Sourced by the web build: the wasm target, the wasm-bindgen CLI matching Cargo.lock, wasm-pack
# and wasm-opt (npm binaryen, in scripts/build-tools). Installs no browser and no test tool:
# serving the game needs neither (the browser tests add theirs in setup-web.sh).
set -euo pipefail
rustup target add wasm32-unknown-unknown >/dev/null
wb=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)
if ! wasm-bindgen --version 2>/dev/null | grep -q " $wb\$"; then
  echo "installing wasm-bindgen-cli $wb (a few minutes, once)"
  cargo install wasm-bindgen-cli --version "$wb"
fi
# wasm-pack finds the wasm-bindgen above on PATH (its own download needs GitHub).
if ! command -v wasm-pack >/dev/null; then
  echo "installing wasm-pack (about 2 minutes, once)"
  cargo install wasm-pack --locked
fi
if [ ! -x scripts/build-tools/node_modules/.bin/wasm-opt ]; then
  (cd scripts/build-tools && npm ci --no-audit --no-fund)
fi
export PATH="$PWD/scripts/build-tools/node_modules/.bin:$PATH"
