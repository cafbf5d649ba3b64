# Sourced by the browser tests: the build's tools (setup-build.sh), the test tools
# (playwright-core, axe-core, typescript for the page's type check) and Debian's Chromium.
set -euo pipefail
source scripts/setup-build.sh
if [ ! -d tests/e2e/node_modules/playwright-core ] || [ ! -d tests/e2e/node_modules/axe-core ] ||
  [ ! -d tests/e2e/node_modules/typescript ]; then
  (cd tests/e2e && npm ci --no-audit --no-fund)
fi
if ! command -v chromium >/dev/null; then
  echo "installing Debian's chromium (for the browser tests)"
  need_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive need_root apt-get install -y -qq chromium chromium-driver >/dev/null
fi
