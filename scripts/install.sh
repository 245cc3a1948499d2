#!/usr/bin/env bash
# Installs what a fresh machine of this kind lacks: npm packages (from the lockfile) and,
# for browser tests, Debian's Chromium. Safe to run again: it skips what is there.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages..."
  # The locked versions, with `npm install`: `npm ci` rejects this lockfile because the
  # registry here serves no other platform's optional binaries (docs/architecture-notes.md).
  npm install --no-audit --no-fund
fi

if [ "${1:-}" = "--with-browser" ] && ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Chromium from Debian's packages..."
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
