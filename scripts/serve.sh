#!/usr/bin/env bash
# Builds the game and serves it on http://127.0.0.1:${PORT:-8000}/ (Ctrl-C to stop).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-web.sh
echo "serving www/ on http://127.0.0.1:${PORT:-8000}/"
exec python3 scripts/serve.py --port "${PORT:-8000}" www
