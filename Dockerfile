# syntax=docker/dockerfile:1
#
# One image per app from one Dockerfile:
#   docker build --build-arg APP=identity --build-arg HTTP_PORT=3101 -t blueprint-vault/identity .
# APP is a folder under apps/ (gateway, identity, billing, assessments, sharing, notifications,
# flags). HTTP_PORT must be that app's HTTP_PORT default (apps/<app>/src/config.ts); the build
# checks it. The gateway image also carries the built web app (apps/web/dist) and its server-side
# render (apps/web/dist-server, one self-contained file).
# Stages: manifests -> deps (npm install) -> build (nx) -> runtime (production deps + dist only).
# `npm install` on the committed lockfile, not `npm ci`: the lockfile is made against a registry
# that serves only this platform's optional binaries, and `npm ci` rejects it for lacking the
# others (see docs/architecture-notes.md). The locked versions are installed all the same.

ARG NODE_IMAGE=node:20-bookworm-slim

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
WORKDIR /app
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    SCARF_ANALYTICS=false
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm install --no-audit --no-fund

# ---- build: the app, the libs it needs (nx builds ^build first), and the web app for the gateway ----
FROM deps AS build
ARG APP
ARG HTTP_PORT=3000
COPY . .
RUN test -n "$APP" && test -f "apps/$APP/src/main.ts" \
 || { echo "APP must name a service under apps/ with src/main.ts (got '$APP')" >&2; exit 1; }
RUN projects="$APP"; \
    if [ "$APP" = gateway ]; then projects="gateway,web"; fi; \
    npx nx run-many -t build -p "$projects" --parallel=2 --outputStyle=static
# The port the image exposes must be the one the app listens on by default
# (build args are visible to RUN as environment variables).
RUN node -e " \
      const { configSchema } = require('./apps/' + process.env.APP + '/dist/config.js'); \
      const port = configSchema.shape.HTTP_PORT.parse(undefined); \
      if (String(port) !== process.env.HTTP_PORT) { \
        console.error('HTTP_PORT build arg is ' + process.env.HTTP_PORT + ' but ' + process.env.APP + ' listens on ' + port + ': pass --build-arg HTTP_PORT=' + port); \
        process.exit(1); \
      }"
# Stage exactly what runs: every lib's dist + package.json (workspace links point at them),
# the app's dist + package.json, and the SPA for the gateway.
RUN mkdir -p /out \
 && for lib in libs/*; do \
      if [ -d "$lib/dist" ]; then cp -r --parents "$lib/dist" "$lib/package.json" /out/; fi; \
    done \
 && cp -r --parents "apps/$APP/dist" "apps/$APP/package.json" /out/ \
 && if [ "$APP" = gateway ]; then cp -r --parents apps/web/dist apps/web/dist-server /out/; fi

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
ARG APP
ARG HTTP_PORT=3000
ENV NODE_ENV=production \
    APP=${APP} \
    HTTP_PORT=${HTTP_PORT} \
    NODE_OPTIONS=--enable-source-maps \
    SCARF_ANALYTICS=false
WORKDIR /app
# Production dependencies only. The workspace manifests make npm link node_modules/@bv/<pkg>
# to libs/<pkg> and apps/<pkg>; the built dist folders are copied in below.
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm install --omit=dev --ignore-scripts --no-audit --no-fund
COPY --from=build /out/ ./
# Files stay owned by root and read-only to the app user.
USER node
EXPOSE ${HTTP_PORT}
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.HTTP_PORT || 3000) + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "exec node apps/$APP/dist/main.js"]
