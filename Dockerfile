# syntax=docker/dockerfile:1
# Build stage: all dependencies, the production build.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund

# Runtime: the build, production dependencies, and what the embedded Shop API reads at start.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/scripts/start.mjs ./scripts/start.mjs
COPY --from=build /app/shop-api/server/db/migrations ./shop-api/server/db/migrations
COPY --from=build /app/shop-api/server/media ./shop-api/server/media
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 3000
USER node
CMD ["npm", "start"]
