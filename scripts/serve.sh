#!/usr/bin/env bash
# Builds the game and serves it on http://127.0.0.1:${PORT:-8000}/ (Ctrl-C to stop).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-web.sh
echo "serving www/ on http://127.0.0.1:${PORT:-8000}/"
exec python3 -m http.server "${PORT:-8000}" --bind 127.0.0.1 --directory www
