# The API server for a deployment (docs/deployment.md). Three stages: build the server bundle with every
# dependency, install production dependencies alone, then a small runtime image that runs as `node`.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx electron-vite build

FROM node:22-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=5191 DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/out/main ./out/main
COPY package.json ./
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 5191
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:5191/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Orchestrators stop with SIGTERM: the server finishes uploads in flight within SHUTDOWN_GRACE_SECONDS.
STOPSIGNAL SIGTERM
CMD ["node", "out/main/server.js"]
