import { sql } from "drizzle-orm";
import type { ShopDatabase } from "../db/connect";
import { siteConfigs } from "../db/schema";
import { seedSiteConfigs } from "./configs";
import { seedFooterLists } from "./footer";
import { seedMenus } from "./menus";
import { seedSinglePages } from "./pages";

/** Any number shared by every instance; two servers starting on one PostgreSQL seed only once. */
const SEED_LOCK_ID = 4_721_001;

/**
 * Fills an empty database with the demo shop. The seed is one transaction, so a database with any
 * site setting holds the whole seed and is left alone (the shop's own edits survive restarts).
 * Answers whether it seeded.
 */
export async function seedIfEmpty(db: ShopDatabase): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [anySetting] = await tx.select({ key: siteConfigs.key }).from(siteConfigs).limit(1);
    if (anySetting) return false;
    await seedSiteConfigs(tx);
    await seedMenus(tx);
    await seedFooterLists(tx);
    await seedSinglePages(tx);
    return true;
  });
}
