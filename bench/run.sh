#!/usr/bin/env bash
# `npm run bench:<name>`: builds the services (Nx, cached) and the benchmarks (SWC, to
# bench/dist), then runs one benchmark, or all of them in turn with `all`.
# BENCH_SKIP_BUILD=1 skips the service build (e.g. while other work leaves apps/ unbuildable).
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true
name=${1:?usage: bench/run.sh <benchmark>|all}

log=$(mktemp -t bench-build.XXXXXX)
if [ "${BENCH_SKIP_BUILD:-}" != 1 ]; then
  npx nx run-many -t build --parallel=2 --output-style=static >"$log" 2>&1 || { cat "$log"; echo "bench: service build failed" >&2; exit 1; }
fi
rm -rf bench/dist
(cd bench && ../node_modules/.bin/swc src -d dist --strip-leading-paths --config-file ../.swcrc --quiet) >"$log" 2>&1 || { cat "$log"; echo "bench: compiling bench/src failed" >&2; exit 1; }
rm -f "$log"

if [ ! -f "bench/dist/$name.js" ]; then
  echo "bench: no benchmark named $name (see bench/README.md)" >&2
  exit 1
fi
exec node bench/dist/"$name".js
