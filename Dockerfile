# syntax=docker/dockerfile:1
# Comanda's container image (issue 21 point 4; docs/deploy.md). Three stages: the build (web app and the
# server's bundle, with the compilers native modules need), the production dependencies alone, and the
# runtime: Node, the bundle, the web build and node_modules, run as the unprivileged `node` user.

FROM node:20-bookworm-slim AS base
WORKDIR /app
# better-sqlite3 and sharp ship prebuilt binaries; these build them where none fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM base AS build
RUN npm ci
COPY . .
RUN npm run build

FROM base AS deps
# Production dependencies, then only what the server's bundle loads (scripts/prune-runtime.mjs): npm installs
# the whole workspace's production tree (the web app's React and MUI, better-auth's optional peers), 213 MB,
# of which the server loads 97 MB (better-sqlite3 compiled here keeps its addon, not its build). The server's
# own versions of some packages live in apps/server/node_modules, where Node looks first from its bundle.
RUN npm ci --omit=dev && npm cache clean --force
COPY scripts/prune-runtime.mjs scripts/
COPY --from=build /app/apps/server/dist/main.mjs apps/server/dist/main.mjs
RUN node scripts/prune-runtime.mjs && mkdir -p apps/server/node_modules

FROM node:20-bookworm-slim AS runtime
# MALLOC_ARENA_MAX: what npm start sets too (scripts/server-bundle.mjs, decision 072).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM: the server stops accepting, finishes what is in flight, ends live streams and closes the database.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=8", "apps/server/dist/main.mjs"]
