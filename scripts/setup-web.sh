# Sourced by the web scripts: the wasm target, the wasm-bindgen CLI matching Cargo.lock,
# wasm-opt (npm binaryen), Debian's Chromium and the Node test dependencies.
set -euo pipefail
rustup target add wasm32-unknown-unknown >/dev/null
wb=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)
if ! wasm-bindgen --version 2>/dev/null | grep -q " $wb\$"; then
  echo "installing wasm-bindgen-cli $wb (a few minutes, once)"
  cargo install wasm-bindgen-cli --version "$wb"
fi
if [ ! -x tests/e2e/node_modules/.bin/wasm-opt ] || [ ! -d tests/e2e/node_modules/playwright-core ]; then
  (cd tests/e2e && npm ci --no-audit --no-fund)
fi
export PATH="$PWD/tests/e2e/node_modules/.bin:$PATH"
if ! command -v chromium >/dev/null; then
  echo "installing Debian's chromium (for the browser tests)"
  need_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive need_root apt-get install -y -qq chromium chromium-driver >/dev/null
fi
