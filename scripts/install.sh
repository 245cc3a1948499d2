#!/usr/bin/env bash
# Installs what a fresh machine of this kind lacks: npm packages (from the lockfile) and,
# with --with-browser (the test run), Debian's Chromium, poppler-utils and podman with what the
# container test needs. Safe to run again: it skips what is there.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node-lts.sh  # Node 22 LTS on PATH, installed from the npm registry where the host is older

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages..."
  # The locked versions, with `npm install`: `npm ci` rejects this lockfile because the
  # registry here serves no other platform's optional binaries (docs/architecture-notes.md).
  npm install --no-audit --no-fund
fi

# Test tools from Debian's packages: Chromium for browser tests, poppler-utils (pdftotext) for
# the document export tests that read the generated PDFs back, and LibreOffice Writer, which lays
# out the generated DOCX files as a reader's office suite would (the layout tests convert them).
if [ "${1:-}" = "--with-browser" ]; then
  apt_packages=()
  command -v chromium >/dev/null 2>&1 || apt_packages+=(chromium)
  command -v pdftotext >/dev/null 2>&1 || apt_packages+=(poppler-utils)
  # promtool (Debian's prometheus package) loads and unit-tests the alert rules (deploy-tests/monitoring.spec.ts).
  command -v promtool >/dev/null 2>&1 || apt_packages+=(prometheus)
  # kubectl kustomize renders every overlay and component beside the tests' own renderer (deploy-tests/k8s-manifests.spec.ts).
  command -v kubectl >/dev/null 2>&1 || apt_packages+=(kubectl)
  # The deck checks render PPTX through LibreOffice, which maps the decks' Office fonts
  # (Calibri, Cambria) to these metric-compatible ones (docs/architecture-notes.md, "Document themes").
  command -v soffice >/dev/null 2>&1 && dpkg -s libreoffice-impress >/dev/null 2>&1 || apt_packages+=(libreoffice-impress)
  dpkg -s fonts-crosextra-carlito >/dev/null 2>&1 || apt_packages+=(fonts-crosextra-carlito)
  dpkg -s fonts-crosextra-caladea >/dev/null 2>&1 || apt_packages+=(fonts-crosextra-caladea)
  # The FAQ and checklist layout checks render DOCX through LibreOffice Writer.
  dpkg -s libreoffice-writer >/dev/null 2>&1 || apt_packages+=(libreoffice-writer)
  # Document conversion (libs/conversion) turns XLSX into PDF with LibreOffice Calc, and its test
  # makes a password-protected PDF with qpdf.
  dpkg -s libreoffice-calc >/dev/null 2>&1 || apt_packages+=(libreoffice-calc)
  command -v qpdf >/dev/null 2>&1 || apt_packages+=(qpdf)
  # The container test: podman, buildah and podman-compose with runc (crun fails on this
  # machine kind), and debootstrap for the local base images (no container registry here).
  for tool in podman:podman buildah:buildah podman-compose:podman-compose debootstrap:debootstrap \
    runc:runc newuidmap:uidmap fuse-overlayfs:fuse-overlayfs slirp4netns:slirp4netns; do
    command -v "${tool%%:*}" >/dev/null 2>&1 || [ -x "/usr/sbin/${tool%%:*}" ] || apt_packages+=("${tool#*:}")
  done
  if [ "${#apt_packages[@]}" -gt 0 ]; then
    echo "Installing ${apt_packages[*]} from Debian's packages..."
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${apt_packages[@]}" >/dev/null
  fi
fi
