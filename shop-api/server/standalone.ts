/**
 * The reference Shop API on its own (`npm run shop-api`), for working on it or pointing a storefront
 * at it with SHOP_API_URL. The storefront's server mounts the same router itself by default.
 */
import { createShopApi, shopApiApp } from "./app";

const port = Number(process.env.SHOP_API_PORT ?? 4000);
const api = await createShopApi({
  dataDir: process.env.DATA_DIR ?? "./data",
  databaseUrl: process.env.DATABASE_URL || undefined,
  devTools: process.env.NODE_ENV !== "production" || process.env.SHOP_API_DEV_INBOX === "1",
  catalogueSize: Number(process.env.SHOP_API_CATALOGUE_SIZE) || undefined,
});

const server = shopApiApp(api).listen(port, () => {
  console.log(`Shop API listening on http://localhost:${port}/shop-api`);
});

function shutDown() {
  server.close(() => {
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("Shop API: closing the database failed", error);
        process.exit(1);
      },
    );
  });
}
process.once("SIGINT", shutDown);
process.once("SIGTERM", shutDown);
