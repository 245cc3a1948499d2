#!/usr/bin/env bash
# `npm start`: installs, starts any missing local service, builds, migrates and runs the
# whole platform (six services, the document converter and the gateway with the web app) on http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node-lts.sh  # Node 22 LTS on PATH, installed from the npm registry where the host is older
export NX_DAEMON=false NX_NO_CLOUD=true

bash scripts/install.sh
bash scripts/ensure-services.sh blueprint
echo "Building..."
npx nx run-many -t build --parallel=2 --output-style=static >/tmp/blueprint-build.log 2>&1 || { cat /tmp/blueprint-build.log; exit 1; }
echo "Migrating..."
node scripts/platform.mjs migrate
exec node scripts/platform.mjs run
