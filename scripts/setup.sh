# Sourced by the scripts: installs the tools they need when missing (see ../shared/TOOLCHAIN.md).
# Every step is skipped when its tool is already there, so re-runs cost nothing.
set -euo pipefail

need_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v cargo >/dev/null; then
  echo "cargo not found: install Rust with rustup first" >&2
  exit 1
fi
rustup component add rustfmt clippy >/dev/null 2>&1 || true
