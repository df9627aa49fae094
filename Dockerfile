# syntax=docker/dockerfile:1
# The production image: one Node 24 process serving the API, the chat socket and the built web
# app on port 8080. See README, "Running in production".
#   docker build -t amora .
# Debian 13 (trixie) as the base: its ffmpeg decodes the members' uploaded videos, and it gets
# the distribution's security updates, unlike the 2018 static build the npm package carries.

ARG NODE_IMAGE=node:24-trixie-slim

# ---- build: every dependency, then the web app (apps/web/dist) --------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first, so that a change to the source alone reuses the installed layer.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/api-client/package.json packages/api-client/
COPY packages/contracts/package.json packages/contracts/
COPY packages/i18n/package.json packages/i18n/
COPY packages/ui/package.json packages/ui/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies, the server's source, the built web app -----------------
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# PAYMENT_MODE: the server refuses to start in production without it; the sandbox gateway would
# let any member approve their own payment, so the image is live unless told otherwise.
ENV NODE_ENV=production \
  PAYMENT_MODE=live \
  PORT=8080 \
  HOST=0.0.0.0 \
  DATA_DIR=/data \
  FFMPEG_PATH=/usr/bin/ffmpeg \
  FFPROBE_PATH=/usr/bin/ffprobe \
  SEED_ON_EMPTY=0
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/api-client/package.json packages/api-client/
COPY packages/contracts/package.json packages/contracts/
COPY packages/i18n/package.json packages/i18n/
COPY packages/ui/package.json packages/ui/
# The server's production dependencies alone (not the web app's: it is built already). The static
# ffmpeg of the npm packages goes: FFMPEG_PATH and FFPROBE_PATH name Debian's. So does the Node of
# the root's optional node-linux-* (for machines whose Node is older): the image's is Node 24.
RUN npm ci --omit=dev --workspace @site/server --no-audit --no-fund \
  && rm -rf node_modules/@ffmpeg-installer node_modules/@ffprobe-installer \
    node_modules/node-linux-* node_modules/.bin/node \
  && npm cache clean --force
# Node runs the TypeScript as it is (type stripping): the server's source is what runs. The
# packages are source-only; the server imports only the contracts at run time.
COPY apps/server/src apps/server/src
COPY apps/server/drizzle apps/server/drizzle
COPY apps/server/public apps/server/public
COPY packages/contracts packages/contracts
COPY --from=build /app/apps/web/dist apps/web/dist
# The public pages' server render (issue 49): one self-contained module beside dist.
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
# DATA_DIR: uploads (unless S3_BUCKET), the mail outbox (unless SMTP_URL), the VAPID keys (unless set).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Liveness; an orchestrator's readiness probe (or the load balancer) should use /readyz.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) closes the chat sockets with 1012 and finishes the calls in flight.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/src/main.ts"]
