import { and, eq, gt } from "drizzle-orm";
import { Router } from "express";
import type { z } from "zod";
import type { sitemapResponseSchema } from "../../contract";
import { langOf } from "../checkout/messages";
import type { ShopDatabase } from "../db/connect";
import { brandTexts, brands, campaignTexts, campaigns, categories, categoryTexts, productTexts, products, singlePages } from "../db/schema";
import { loadMagazineSitemap } from "../catalogue/posts";

type Answer<T extends z.ZodType> = z.infer<T>;

const latest = (...dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));

/**
 * `GET /sitemap` (contract pages.ts): the public pages of the catalogue in `lang`, each with when it
 * last changed. A listing changes with its own texts and with any of its products, so a category's
 * (and a brand's) date is the latest of its own and its products'. A category is listed when its
 * robots directive lets it be indexed and it holds products (its sub-categories' included); the
 * magazine's posts and the categories holding any, likewise.
 */
export function sitemapRoutes(db: ShopDatabase, clock: () => Date): Router {
  const router = Router();

  router.get(
    "/sitemap",
    async (req, res) => {
      const lang = langOf(req);
      const [categoryRows, brandRows, productRows, pageRows, campaignRows, magazine] = await Promise.all([
        db
          .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId, robot: categories.robot, updatedAt: categories.updatedAt })
          .from(categories)
          .innerJoin(categoryTexts, and(eq(categoryTexts.categoryId, categories.id), eq(categoryTexts.lang, lang))),
        db
          .select({ id: brands.id, slug: brands.slug, updatedAt: brands.updatedAt })
          .from(brands)
          .innerJoin(brandTexts, and(eq(brandTexts.brandId, brands.id), eq(brandTexts.lang, lang))),
        db
          .select({ slug: products.slug, categoryId: products.categoryId, brandId: products.brandId, updatedAt: products.updatedAt })
          .from(products)
          .innerJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.lang, lang))),
        db.select({ slug: singlePages.slug, updatedAt: singlePages.updatedAt }).from(singlePages).where(eq(singlePages.lang, lang)),
        db
          .select({ slug: campaigns.slug, updatedAt: campaigns.updatedAt })
          .from(campaigns)
          .innerJoin(campaignTexts, and(eq(campaignTexts.campaignId, campaigns.id), eq(campaignTexts.lang, lang)))
          .where(gt(campaigns.endsAt, clock())),
        loadMagazineSitemap(db, lang),
      ]);

      const categoryById = new Map(categoryRows.map((category) => [category.id, category]));
      // When each category's listing last changed through its products, its ancestors' too.
      const listingChanged = new Map<number, Date>();
      const brandChanged = new Map<number, Date>();
      const productEntries = [];
      for (const product of productRows) {
        const leaf = categoryById.get(product.categoryId);
        if (!leaf) continue; // a category without texts in this language has no page in it
        productEntries.push({ slug: `${leaf.slug}/${product.slug}`, updated_at: product.updatedAt.toISOString() });
        for (let category: typeof leaf | undefined = leaf; category; category = category.parentId ? categoryById.get(category.parentId) : undefined) {
          listingChanged.set(category.id, latest(product.updatedAt, listingChanged.get(category.id) ?? product.updatedAt));
        }
        if (product.brandId !== null) brandChanged.set(product.brandId, latest(product.updatedAt, brandChanged.get(product.brandId) ?? product.updatedAt));
      }

      const categoryEntries = categoryRows.flatMap((category) => {
        const productsChanged = listingChanged.get(category.id);
        if (!productsChanged || !/^index\b/i.test(category.robot.trim())) return [];
        return [{ slug: category.slug, updated_at: latest(category.updatedAt, productsChanged).toISOString() }];
      });
      const brandEntries = brandRows.flatMap((brand) => {
        const productsChanged = brandChanged.get(brand.id);
        return productsChanged ? [{ slug: brand.slug, updated_at: latest(brand.updatedAt, productsChanged).toISOString() }] : [];
      });
      const pageEntries = pageRows.map((page) => ({ slug: page.slug, updated_at: page.updatedAt.toISOString() }));
      const campaignEntries = campaignRows.map((campaign) => ({ slug: campaign.slug, updated_at: campaign.updatedAt.toISOString() }));
      const everything = [...categoryEntries, ...brandEntries, ...productEntries, ...pageEntries, ...campaignEntries, ...magazine.posts].map((entry) => new Date(entry.updated_at));
      res.json({
        data: {
          categories: categoryEntries,
          brands: brandEntries,
          products: productEntries,
          pages: pageEntries,
          campaigns: campaignEntries,
          posts: magazine.posts,
          post_categories: magazine.post_categories,
          updated_at: (everything.length > 0 ? latest(...everything) : clock()).toISOString(),
        },
      } satisfies Answer<typeof sitemapResponseSchema>);
    },
  );

  return router;
}
