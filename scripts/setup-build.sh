# Sourced by the web build: the wasm target, the wasm-bindgen CLI matching Cargo.lock and
# wasm-opt (npm binaryen). Installs no browser: serving the game needs none.
set -euo pipefail
rustup target add wasm32-unknown-unknown >/dev/null
wb=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)
if ! wasm-bindgen --version 2>/dev/null | grep -q " $wb\$"; then
  echo "installing wasm-bindgen-cli $wb (a few minutes, once)"
  cargo install wasm-bindgen-cli --version "$wb"
fi
if [ ! -x tests/e2e/node_modules/.bin/wasm-opt ] || [ ! -d tests/e2e/node_modules/playwright-core ] \
  || [ ! -d tests/e2e/node_modules/axe-core ]; then
  (cd tests/e2e && npm ci --no-audit --no-fund)
fi
export PATH="$PWD/tests/e2e/node_modules/.bin:$PATH"
