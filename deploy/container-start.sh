#!/bin/sh
# The image's entrypoint: `docker run IMAGE` serves the storefront; `docker run IMAGE shop-api` runs
# the reference Shop API alone (built to JavaScript at build time: no tsx, no TypeScript sources).
# exec: the server is PID 1's child no more, so it gets SIGTERM itself and drains (server/middleware/health.ts).
set -e
case "${1:-storefront}" in
  storefront) exec node scripts/start.mjs --no-build ;;
  shop-api) exec node --enable-source-maps build/shop-api.js ;;
  *) exec "$@" ;;
esac
