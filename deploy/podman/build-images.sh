#!/usr/bin/env bash
# Builds app images from the repository's Dockerfile with podman, on the local Node 22 image
# (base-images.sh makes it; no registry is reachable), tagged blueprint-vault/<app>:local.
#   deploy/podman/build-images.sh gateway=3000 identity=3101 ...      (<app>=<its HTTP_PORT>)
# The deps and build stages do not depend on the app: the first image builds the workspace,
# the others reuse those layers (podman's layer cache, kept in the cache folder).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
source "$here/env.sh"
: "${NODE_IMAGE:?run base-images.sh first and export NODE_IMAGE}"
mkdir -p "$BV_CONTAINERS/logs"
# The registry the host's npm uses (a mirror, if configured), and the host's CA bundle in case
# a TLS-inspecting proxy sits between the build and the registry.
registry="$(npm config get registry)"
# One snapshot of the work tree (files git tracks or would track) for all images, so they are
# built from the same sources even while someone edits the tree.
context="$(mktemp -d "$BV_CONTAINERS/tmp/context.XXXXXX")"
trap 'rm -rf "$context"' EXIT
git -C "$root" ls-files -z --cached --others --exclude-standard \
  | (cd "$root" && while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done) \
  | tar -C "$root" --null -T - -cf - | tar -C "$context" -xf -
for pair in "$@"; do
  app="${pair%%=*}" port="${pair#*=}"
  log="$BV_CONTAINERS/logs/build-$app.log"
  start=$SECONDS
  # An app with a stage of its own name (the converter, on LibreOffice) is built to that stage;
  # every other app to the last stage, runtime.
  target=runtime
  if grep -qE "^FROM .* AS $app\$" "$context/Dockerfile"; then target="$app"; fi
  # Docker's image format: OCI images cannot hold the Dockerfile's HEALTHCHECK.
  if ! podman build --layers --format docker -f "$context/Dockerfile" --target "$target" \
      --build-arg "NODE_IMAGE=$NODE_IMAGE" --build-arg "APP=$app" --build-arg "HTTP_PORT=$port" \
      --build-arg "NPM_REGISTRY=$registry" --build-arg NODE_EXTRA_CA_CERTS=/run/host-ca.crt \
      -v /etc/ssl/certs/ca-certificates.crt:/run/host-ca.crt:ro \
      -t "blueprint-vault/$app:local" "$context" >"$log" 2>&1; then
    tail -40 "$log" >&2
    echo "building blueprint-vault/$app:local failed (log: $log)" >&2
    exit 1
  fi
  echo "built blueprint-vault/$app:local in $((SECONDS - start)) s"
done
