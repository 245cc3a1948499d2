# Sourced by the container scripts: podman with this project's settings and storage only.
# BV_CONTAINERS is the cache folder outside the clone, so a fresh clone on the same machine
# reuses the base images, build layers and npm cache (storage.conf names the same folder).
export BV_CONTAINERS=/var/tmp/blueprint-vault-containers
export CONTAINERS_CONF="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/containers.conf"
export CONTAINERS_STORAGE_CONF="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/storage.conf"
mkdir -p "$BV_CONTAINERS/networks" "$BV_CONTAINERS/tmp"
# Image layers being built go here, not to a small /var/tmp elsewhere.
export TMPDIR="$BV_CONTAINERS/tmp"
