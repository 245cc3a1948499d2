#!/usr/bin/env bash
# `npm test`: every check there is. Installs what is missing (npm packages, Chromium), starts
# any local service that is down, then lint, type-check, build, unit, integration and
# browser tests, then the container test. Integration and browser tests run one file at a time:
# some stop RabbitMQ.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true

bash scripts/install.sh --with-browser
bash scripts/ensure-services.sh test

mkdir -p .tmp/test-results
rm -f .tmp/test-results/*.json

echo "== lint"
npm run --silent lint
echo "== type-check"
npx tsc -p tsconfig.json --noEmit
npx tsc -p apps/web/tsconfig.json --noEmit
echo "== build"
npx nx run-many -t build --parallel=2 --output-style=static --skip-nx-cache >/tmp/blueprint-build.log 2>&1 || { cat /tmp/blueprint-build.log; exit 1; }
echo "== landing route size budget"
node scripts/check-bundle-size.mjs

status=0
echo "== unit tests"
npx jest --selectProjects unit --json --outputFile=.tmp/test-results/unit.json || status=1
echo "== integration tests (real PostgreSQL, RabbitMQ, Redis)"
npx jest --selectProjects integration --runInBand --json --outputFile=.tmp/test-results/integration.json || status=1
echo "== browser tests (Chromium)"
npx jest --selectProjects e2e --runInBand --json --outputFile=.tmp/test-results/e2e.json || status=1
echo "== containers (the images built from the Dockerfile and run with podman-compose and podman play kube)"
containers_start=$SECONDS
npx jest --selectProjects containers --runInBand --json --outputFile=.tmp/test-results/containers.json || status=1
echo "containers step took $((SECONDS - containers_start)) s"

node scripts/test-summary.mjs .tmp/test-results
exit $status
