# syntax=docker/dockerfile:1
# Swiftbite: one image for every API instance (docs/deployment.md). Stages: the package
# manifests, the web and console builds, the production dependencies, and a small runtime that
# runs as `node`.
# Build: docker build -t swiftbite .    Run: see compose.yaml.

ARG NODE_IMAGE=node:20.20-bookworm-slim

# 0. The workspace's package manifests, which both install stages start from.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY packages/shared/package.json packages/shared/

# 1. Build the customer PWA and the operator console (vite; needs every dev dependency).
FROM manifests AS build
# A registry mirror that lacks other platforms' optional binaries fails `npm ci`: fall back to
# `npm install` with the committed lockfile (as .ci/run does).
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only, plus the three the API needs at run time that the workspace
#    keeps at its root as dev dependencies: tsx (the API runs its TypeScript through it, as
#    `npm start` does), drizzle-orm and aws4 (S3 uploads). Versions as in package-lock.json.
FROM manifests AS deps
RUN (npm ci --omit=dev --no-audit --no-fund || npm install --omit=dev --no-audit --no-fund) \
  && npm install --omit=dev --no-save --no-audit --no-fund \
     tsx@4.23.15 drizzle-orm@0.45.4 aws4@1.13.2 \
  && npm cache clean --force

# 3. Runtime: sources of the API and the shared schemas, the two builds, no compilers.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist \
    CONSOLE_DIST=/app/apps/console/dist
WORKDIR /app
COPY --from=deps /app ./
COPY tsconfig.json ./
COPY packages/shared/src packages/shared/src
COPY apps/api/src apps/api/src
COPY apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/console/dist apps/console/dist
# DATA_DIR holds uploads (avatars, store, item and slide images) when S3 is not configured;
# mount one volume shared by every instance there (or configure S3_*).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Alive: /healthz. Orchestrators that route traffic should also wait on /readyz (database
# reachable, migrations applied).
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains: stops accepting, finishes requests, closes streams with a reconnect hint.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
