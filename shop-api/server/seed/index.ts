import { sql } from "drizzle-orm";
import type { ShopDatabase } from "../db/connect";
import { seedGoldPriceHistory } from "../gold-price-history";
import { campaigns, giftCards, goldPrices, lists, postCategories, representatives, siteConfigs, states, users, wallets } from "../db/schema";
import { seedCampaigns } from "./campaigns";
import { seedCheckout, seedWallets } from "./checkout";
import { seedSiteConfigs } from "./configs";
import { seedFooterLists } from "./footer";
import { seedMagazine } from "./magazine";
import { seedMenus } from "./menus";
import { seedSinglePages } from "./pages";
import { seedCatalogue } from "./shop-catalogue";
import { hasProfileActivity, seedProfileActivity } from "./profile";
import { seedRepresentatives } from "./representatives";
import { hasPages, seedPages } from "./shop-pages";
import { seedUsers } from "./users";
import { seedWalletActivity } from "./wallet-activity";

/** Any number shared by every instance; two servers starting on one PostgreSQL seed only once. */
export const SEED_LOCK_ID = 4_721_001;

/**
 * Fills an empty database with the demo shop. The seed is one transaction, so a database with any
 * site setting holds the whole seed and is left alone (the shop's own edits survive restarts).
 * The catalogue (categories to lists) is its own part: a database seeded before the catalogue
 * existed gets it on its next start, the rest untouched; likewise the magazine (seed/magazine.ts:
 * post categories, article bodies, the posts added since) for a database without post categories; what checkout needs
 * (seed/checkout.ts: provinces and cities, transports, payment drivers, discount codes) for a
 * database without provinces; the demo accounts with their addresses and orders (seed/users.ts)
 * for a database without users; what the category, product and information pages need
 * (seed/shop-pages.ts: FAQs, comments, tags, sellers, product descriptions...) for a database
 * with no FAQ group, seller or tag; the demo accounts' wallets for a database without any wallet;
 * their comments and likes (seed/profile.ts) for a database without any liked post; their
 * invited friends, gift cards and instalment requests (seed/wallet-activity.ts) for a database
 * without any gift card; and the representatives (seed/representatives.ts) and the campaigns
 * (seed/campaigns.ts) for a database without any; and a year of the gold price's history
 * (gold-price-history.ts) for a database without any price. Answers whether it seeded anything.
 */
export async function seedIfEmpty(db: ShopDatabase): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [anySetting] = await tx.select({ key: siteConfigs.key }).from(siteConfigs).limit(1);
    const [anyList] = await tx.select({ id: lists.id }).from(lists).limit(1);
    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (!anySetting) {
      await seedSiteConfigs(tx);
      await seedMenus(tx);
      await seedFooterLists(tx);
      await seedSinglePages(tx);
    }
    if (!anyList) await seedCatalogue(tx);
    // After the catalogue (articles name its products), before the accounts' likes of posts.
    const [anyPostCategory] = await tx.select({ id: postCategories.id }).from(postCategories).limit(1);
    if (!anyPostCategory) await seedMagazine(tx);
    // Checkout before the accounts: their addresses and orders name provinces and transports.
    const [anyState] = await tx.select({ id: states.id }).from(states).limit(1);
    if (!anyState) await seedCheckout(tx);
    if (!anyUser) await seedUsers(tx);
    const pagesThere = await hasPages(tx);
    if (!pagesThere) await seedPages(tx);
    const [anyWallet] = await tx.select({ id: wallets.id }).from(wallets).limit(1);
    const walletsSeeded = !anyWallet && (await seedWallets(tx)) > 0;
    // After the pages' seed, which sets the products' likes.
    const activitySeeded = !(await hasProfileActivity(tx)) && (await seedProfileActivity(tx)) > 0;
    // After the wallets: the VIP's gift wallet came from one of the gift cards.
    const [anyGiftCard] = await tx.select({ id: giftCards.id }).from(giftCards).limit(1);
    const walletActivitySeeded = !anyGiftCard && (await seedWalletActivity(tx)) > 0;
    const [anyRepresentative] = await tx.select({ id: representatives.id }).from(representatives).limit(1);
    if (!anyRepresentative) await seedRepresentatives(tx);
    const [anyCampaign] = await tx.select({ id: campaigns.id }).from(campaigns).limit(1);
    if (!anyCampaign) await seedCampaigns(tx);
    const [anyGoldPrice] = await tx.select({ setAt: goldPrices.setAt }).from(goldPrices).limit(1);
    if (!anyGoldPrice) await seedGoldPriceHistory(tx, new Date());
    return (
      !anySetting ||
      !anyList ||
      !anyPostCategory ||
      !anyUser ||
      !pagesThere ||
      !anyState ||
      walletsSeeded ||
      activitySeeded ||
      walletActivitySeeded ||
      !anyRepresentative ||
      !anyCampaign ||
      !anyGoldPrice
    );
  });
}
