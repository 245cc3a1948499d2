# syntax=docker/dockerfile:1
#
# One image per app from one Dockerfile:
#   docker build --build-arg APP=identity --build-arg HTTP_PORT=3101 -t blueprint-vault/identity .
# APP is a folder under apps/ (gateway, identity, billing, assessments, sharing, notifications,
# flags). HTTP_PORT must be that app's HTTP_PORT default (apps/<app>/src/config.ts); the build
# checks it. The document converter has its own target, the only image with LibreOffice:
#   docker build --target converter --build-arg APP=converter --build-arg HTTP_PORT=3107 -t blueprint-vault/converter . The gateway image also carries the built web app (apps/web/dist) and its server-side
# render (apps/web/dist-server, one self-contained file), never the web app's npm packages.
# Stages: manifests -> deps (npm install) -> build (every app with nx, then each server app's
# runtime files traced and staged) -> app (checks APP and HTTP_PORT) -> runtime (one app only);
# office (LibreOffice and poppler from Debian) -> converter (the converter on office).
# deps and build do not depend on APP: building the seven images builds the workspace once.
# `npm install` on the committed lockfile, not `npm ci`: the lockfile is made against a registry
# that serves only this platform's optional binaries, and `npm ci` rejects it for lacking the
# others (see docs/architecture-notes.md). The locked versions are installed all the same.

# Any image with Node 22 and npm on PATH and a user `node` (the container tests build one locally).
ARG NODE_IMAGE=node:22-bookworm-slim

# ---- manifests: only the files npm install needs, so source edits keep the deps layers cached ----
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /out \
 && cp package.json package-lock.json /out/ \
 && for manifest in apps/*/package.json libs/*/package.json; do \
      mkdir -p "/out/$(dirname "$manifest")" && cp "$manifest" "/out/$manifest"; \
    done

# ---- deps: every dependency, exactly as locked ----
FROM ${NODE_IMAGE} AS deps
# A registry mirror, and a CA bundle for a TLS-inspecting proxy (a file mounted into the build),
# when the build machine needs them; unset, npm uses the public registry and Node's own CAs.
ARG NPM_REGISTRY=https://registry.npmjs.org/
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    SCARF_ANALYTICS=false
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm install --no-audit --no-fund --registry="$NPM_REGISTRY"
# The tracer the build stage uses (its own small lockfile, not part of the workspace).
COPY deploy/images/package.json deploy/images/package-lock.json deploy/images/
RUN --mount=type=cache,target=/root/.npm \
    npm install --prefix deploy/images --no-audit --no-fund --registry="$NPM_REGISTRY"

# ---- build: every app and library and the web app; then what each server app runs, in /staged/<app> ----
FROM deps AS build
COPY . .
RUN npx nx run-many -t build --parallel=2 --outputStyle=static
# Per app: its dist, the libraries' dist it reaches (with their @bv/* links) and only the npm
# packages its code requires (traced; listed in apps/<app>/runtime-packages.txt); the gateway
# also gets the built web app (files only, none of its npm packages).
RUN node deploy/images/stage-apps.mjs /staged \
 && cp -r --parents apps/web/dist apps/web/dist-server /staged/gateway/

# ---- app: checks the build arguments against the app ----
FROM build AS app
ARG APP
ARG HTTP_PORT=3000
# The port the image exposes must be the one the app listens on by default
# (build args are visible to RUN as environment variables).
RUN test -n "$APP" && test -d "/staged/$APP" \
 || { echo "APP must name a server app under apps/ (got '$APP')" >&2; exit 1; }; \
    node -e " \
      const { configSchema } = require('./apps/' + process.env.APP + '/dist/config.js'); \
      const port = configSchema.shape.HTTP_PORT.parse(undefined); \
      if (String(port) !== process.env.HTTP_PORT) { \
        console.error('HTTP_PORT build arg is ' + process.env.HTTP_PORT + ' but ' + process.env.APP + ' listens on ' + port + ': pass --build-arg HTTP_PORT=' + port); \
        process.exit(1); \
      }"

# ---- office: what the converter runs besides Node, from Debian's packages; no other image has it ----
FROM ${NODE_IMAGE} AS office
# LibreOffice's Writer, Calc and Impress without the desktop (the -nogui builds), poppler's
# pdfinfo and pdftoppm, and fonts metric-compatible with Office's defaults (Liberation for
# Arial/Times/Courier, Carlito for Calibri, Caladea for Cambria) so pages break where Word's do.
# No recommends: no Java, no desktop integration.
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends \
      libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui \
      poppler-utils fonts-liberation2 fonts-crosextra-carlito fonts-crosextra-caladea fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /usr/share/doc/* /usr/share/man/* \
 && soffice --version && pdftoppm -v

# ---- converter: the document converter on office (--target converter) ----
FROM office AS converter
ARG APP=converter
ARG HTTP_PORT=3107
# As the runtime stage below. LibreOffice writes its profile and scratch files under each run's
# directory in /tmp (its HOME), so the root file system can stay read-only.
ENV NODE_ENV=production \
    APP=${APP} \
    HTTP_HOST=0.0.0.0 \
    HTTP_PORT=${HTTP_PORT} \
    NODE_OPTIONS=--enable-source-maps \
    SCARF_ANALYTICS=false
WORKDIR /app
COPY --from=app /staged/${APP}/ ./
# The local object store's mount point (compose's documents volume takes this owner when new).
RUN mkdir -p /data/documents && chown node:node /data/documents
USER node
EXPOSE ${HTTP_PORT}
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.HTTP_PORT || 3000) + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "exec node apps/$APP/dist/main.js"]

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
ARG APP
ARG HTTP_PORT=3000
# A container is reached from outside itself: listen on every interface (the apps' default is
# loopback, and only a loopback-bound app may run on the published development secrets).
ENV NODE_ENV=production \
    APP=${APP} \
    HTTP_HOST=0.0.0.0 \
    HTTP_PORT=${HTTP_PORT} \
    NODE_OPTIONS=--enable-source-maps \
    SCARF_ANALYTICS=false
WORKDIR /app
# Files stay owned by root and read-only to the app user.
COPY --from=app /staged/${APP}/ ./
USER node
EXPOSE ${HTTP_PORT}
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.HTTP_PORT || 3000) + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 (exec): the apps handle SIGTERM themselves (libs/service-kit bootstrap: stop
# intake, finish in-flight work, publish, close, exit 0), so no init process is needed.
CMD ["sh", "-c", "exec node apps/$APP/dist/main.js"]
