#!/usr/bin/env bash
# `npm test`: every check there is. Installs what is missing (npm packages, Chromium), starts
# any local service that is down, then lint, type-check, build, unit, integration and
# browser tests, then the container test. Integration specs run two files at a time, except
# those that stop a shared service (jest.config.js names them), which run one at a time after;
# browser tests run one file at a time in each of two halves that run at once.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node-lts.sh  # Node 22 LTS on PATH, installed from the npm registry where the host is older
export NX_DAEMON=false NX_NO_CLOUD=true

install_start=$SECONDS
bash scripts/install.sh --with-browser
bash scripts/ensure-services.sh test
echo "   install and services took $((SECONDS - install_start)) s"

mkdir -p .tmp/test-results
rm -f .tmp/test-results/*.json

# Each stage prints how long it took, so CI's time can be watched stage by stage.
stage_start=$SECONDS
stage() {
  if [ -n "${stage_name:-}" ]; then echo "   ${stage_name} took $((SECONDS - stage_start)) s"; fi
  stage_name=$1
  stage_start=$SECONDS
  echo "== $1"
}

stage "lint"
npm run --silent lint
stage "type-check"
npx tsc -p tsconfig.json --noEmit
npx tsc -p apps/web/tsconfig.json --noEmit
stage "build"
npx nx run-many -t build --parallel=2 --output-style=static --skip-nx-cache >/tmp/blueprint-build.log 2>&1 || { cat /tmp/blueprint-build.log; exit 1; }
stage "landing route size budget"
node scripts/check-bundle-size.mjs

status=0
stage "unit tests"
# Jest's default is one worker on a 2-core machine; unit specs share no files or services (the
# office renders each use a private LibreOffice profile), so they run two at a time.
npx jest --selectProjects unit --maxWorkers=2 --json --outputFile=.tmp/test-results/unit.json || status=1
stage "integration tests (real PostgreSQL, RabbitMQ, Redis)"
npx jest --selectProjects integration --maxWorkers=2 --json --outputFile=.tmp/test-results/integration.json || status=1
npx jest --selectProjects integration-serial --runInBand --json --outputFile=.tmp/test-results/integration-serial.json || status=1
stage "browser tests (Chromium), in two halves at once"
# Each half boots a platform of its own (E2E_SLOT: its own port, database, queue and Redis
# prefixes, e2e/e2e-env.ts), so a spec that switches a flag meets only its own half. The halves
# are split by duration (jest/e2e-sequencer.js); their lines carry the half's number.
browser_half() {
  E2E_SLOT=$1 npx jest --selectProjects e2e --runInBand --shard="$1/2" --json --outputFile=".tmp/test-results/e2e-$1.json" 2>&1 | sed -u "s/^/[browser $1] /"
}
browser_half 1 & first_half=$!
browser_half 2 & second_half=$!
wait "$first_half" || status=1
wait "$second_half" || status=1
stage "containers (the images built from the Dockerfile and run with podman-compose and podman play kube)"
npx jest --selectProjects containers --runInBand --json --outputFile=.tmp/test-results/containers.json || status=1
stage "summary"

node scripts/test-summary.mjs .tmp/test-results
exit $status
