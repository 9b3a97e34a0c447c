import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { Router, type Request } from "express";
import { z } from "zod";
import {
  COLOURS,
  type Lang,
  type brandCategoriesResponseSchema,
  type brandPageResponseSchema,
  type breadcrumbResponseSchema,
  type categoryAttributesResponseSchema,
  type categoryBrandsResponseSchema,
  type categoryFaqsResponseSchema,
  type categoryPageResponseSchema,
  type catalogueListingResponseSchema,
  type subCategoriesResponseSchema,
} from "../../contract";
import { CategoryTree, type TreeCategory } from "../catalogue/categories";
import { listingPage, readListingQuery } from "../catalogue/listing";
import { loadListingProducts, type ListingProduct } from "../catalogue/product-cards";
import { colourLabel } from "../catalogue/product-page";
import type { ShopDatabase } from "../db/connect";
import { brandTexts, brands, faqTexts, faqs, products } from "../db/schema";
import type { GoldPriceSource } from "../gold-price";
import { HttpError } from "../http/errors";
import { parseInput, queryLang } from "../http/input";

type Answer<T extends z.ZodType> = z.infer<T>;

const slugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
const brandParamsSchema = z.object({ slug: z.string().min(1).max(200), brand: z.string().min(1).max(200) });

/**
 * Category and brand pages (contract pages.ts): the listing of `GET /categories/{slug}`,
 * `/categories/{slug}/{brand}` and `GET /brands/{slug}` (filters of listing.ts), and what the
 * category page shows around it: sub-categories, brands, filter ranges, breadcrumb and FAQs.
 * A category counts the products of its sub-categories as its own.
 */
export function categoryRoutes(db: ShopDatabase, goldPrice: GoldPriceSource): Router {
  const router = Router();

  /** The category named by the path, with the tree it sits in; 404 when there is none. */
  async function categoryOf(req: Request): Promise<{ lang: Lang; tree: CategoryTree; category: TreeCategory }> {
    const lang = queryLang(req);
    const { slug } = parseInput(slugParamsSchema, req.params);
    const tree = await CategoryTree.load(db, lang);
    const category = tree.find(slug);
    if (!category) throw new HttpError(404, `No category "${slug}"`);
    return { lang, tree, category };
  }

  /** Every product of a category and its sub-categories, priced now (one query). */
  function productsUnder(lang: Lang, tree: CategoryTree, category: TreeCategory, extra?: SQL) {
    const ids = tree.subtree(category).map((at) => at.id);
    return loadListingProducts(db, lang, goldPrice.now().price, and(inArray(products.categoryId, ids), extra));
  }

  router.get(
    "/categories/:slug",
    async (req, res) => {
      const { lang, tree, category } = await categoryOf(req);
      const [all, query] = await Promise.all([productsUnder(lang, tree, category), readListingQuery(db, lang, req.query)]);
      res.json({
        data: { category: tree.json(category), ...listingPage(all, query) },
      } satisfies Answer<typeof categoryPageResponseSchema>);
    }
  );

  /** A category's products of one brand; 404 for an unknown brand or one with nothing here. */
  router.get(
    "/categories/:slug/:brand",
    async (req, res) => {
      const { lang, tree, category } = await categoryOf(req);
      const { brand: brandSlug } = parseInput(brandParamsSchema, req.params);
      const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, brandSlug));
      if (!brand) throw new HttpError(404, `No brand "${brandSlug}"`);
      const [all, query] = await Promise.all([
        productsUnder(lang, tree, category, eq(products.brandId, brand.id)),
        readListingQuery(db, lang, req.query),
      ]);
      if (all.length === 0) throw new HttpError(404, `No products of "${brandSlug}" in "${category.slug}"`);
      query.filters.brand = [brandSlug];
      res.json({
        data: { category: tree.json(category), ...listingPage(all, query) },
      } satisfies Answer<typeof categoryPageResponseSchema>);
    }
  );

  /** The sub-categories, each with its own picture or else its best seller's, and its product count. */
  router.get(
    "/sub-category/:slug",
    async (req, res) => {
      const { lang, tree, category } = await categoryOf(req);
      const all = await productsUnder(lang, tree, category);
      const data = tree.childrenOf(category).map((child) => {
        const ids = new Set(tree.subtree(child).map((at) => at.id));
        const own = all.filter((product) => ids.has(product.categoryId));
        const bestseller = own.reduce<ListingProduct | undefined>(
          (best, product) => (!best || product.salesCount > best.salesCount ? product : best),
          undefined
        );
        return {
          title: child.title,
          slug: child.slug,
          image: child.image ?? bestseller?.card.image ?? null,
          product_count: own.length,
        };
      });
      res.json({ data } satisfies Answer<typeof subCategoriesResponseSchema>);
    }
  );

  /** The brands of some products (all of them without a condition), the best represented first. */
  function brandsWithCounts(lang: Lang, where?: SQL) {
    const productCount = count(products.id);
    return db
      .select({ id: brands.id, name: brandTexts.name, slug: brands.slug, logo: brands.logo, product_count: productCount })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(brandTexts, and(eq(brandTexts.brandId, brands.id), eq(brandTexts.lang, lang)))
      .where(where)
      .groupBy(brands.id, brandTexts.name, brands.slug, brands.logo, brands.position)
      .orderBy(desc(productCount), asc(brands.position), asc(brands.id));
  }

  /** The brands of a category's products. */
  router.get(
    "/category-brands/:slug",
    async (req, res) => {
      const { lang, tree, category } = await categoryOf(req);
      const data = await brandsWithCounts(lang, inArray(products.categoryId, tree.subtree(category).map((at) => at.id)));
      res.json({ data } satisfies Answer<typeof categoryBrandsResponseSchema>);
    }
  );

  /** The whole catalogue as one listing, with what its filters offer (the shop's own pages). */
  router.get(
    "/products",
    async (req, res) => {
      const lang = queryLang(req);
      const [all, query, brandCounts] = await Promise.all([
        loadListingProducts(db, lang, goldPrice.now().price, undefined),
        readListingQuery(db, lang, req.query),
        brandsWithCounts(lang),
      ]);
      res.json({
        data: { ...listingPage(all, query), attributes: attributesOf(all, lang), brands: brandCounts },
      } satisfies Answer<typeof catalogueListingResponseSchema>);
    }
  );

  /** What the filters offer: weight and price ranges (priced now), colours with counts, stock. */
  router.get(
    "/category-attributes/:slug",
    async (req, res) => {
      const { lang, tree, category } = await categoryOf(req);
      const all = await productsUnder(lang, tree, category);
      res.json({ data: attributesOf(all, lang) } satisfies Answer<typeof categoryAttributesResponseSchema>);
    }
  );

  router.get(
    "/category-breadcrumb/:slug",
    async (req, res) => {
      const { tree, category } = await categoryOf(req);
      res.json({ data: tree.breadcrumb(category) } satisfies Answer<typeof breadcrumbResponseSchema>);
    }
  );

  /** The category's questions, or (for a sub-category without its own) its top category's. */
  router.get(
    "/category-faqs/:slug",
    async (req, res) => {
      const { lang, tree, category } = await categoryOf(req);
      const load = (categoryId: number) =>
        db
          .select({ id: faqs.id, question: faqTexts.question, answer: faqTexts.answer })
          .from(faqs)
          .innerJoin(faqTexts, and(eq(faqTexts.faqId, faqs.id), eq(faqTexts.lang, lang)))
          .where(eq(faqs.categoryId, categoryId))
          .orderBy(asc(faqs.position), asc(faqs.id));
      const own = await load(category.id);
      const top = tree.top(category);
      const data = own.length > 0 || top.id === category.id ? own : await load(top.id);
      res.json({ data } satisfies Answer<typeof categoryFaqsResponseSchema>);
    }
  );

  /** A brand with its products, filtered like a category's. */
  router.get(
    "/brands/:slug",
    async (req, res) => {
      const lang = queryLang(req);
      const { slug } = parseInput(slugParamsSchema, req.params);
      const [brand] = await db
        .select({
          id: brands.id,
          name: brandTexts.name,
          slug: brands.slug,
          logo: brands.logo,
          description: brandTexts.description,
          meta_description: brandTexts.metaDescription,
        })
        .from(brands)
        .innerJoin(brandTexts, and(eq(brandTexts.brandId, brands.id), eq(brandTexts.lang, lang)))
        .where(eq(brands.slug, slug));
      if (!brand) throw new HttpError(404, `No brand "${slug}"`);
      const [all, query] = await Promise.all([
        loadListingProducts(db, lang, goldPrice.now().price, eq(products.brandId, brand.id)),
        readListingQuery(db, lang, req.query),
      ]);
      query.filters.brand = [brand.slug];
      res.json({ data: { brand, ...listingPage(all, query) } } satisfies Answer<typeof brandPageResponseSchema>);
    }
  );

  /** The categories a brand's products are in, in the tree's order. */
  router.get(
    "/brand-categories/:slug",
    async (req, res) => {
      const lang = queryLang(req);
      const { slug } = parseInput(slugParamsSchema, req.params);
      const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug));
      if (!brand) throw new HttpError(404, `No brand "${slug}"`);
      const [tree, counts] = await Promise.all([
        CategoryTree.load(db, lang),
        db
          .select({ categoryId: products.categoryId, n: count() })
          .from(products)
          .where(eq(products.brandId, brand.id))
          .groupBy(products.categoryId),
      ]);
      const data = counts
        .flatMap(({ categoryId, n }) => {
          const category = tree.byCategoryId(categoryId);
          return category ? [{ category, product_count: n }] : [];
        })
        .sort((a, b) => tree.orderOf(a.category) - tree.orderOf(b.category))
        .map(({ category, product_count }) => ({ title: category.title, slug: category.slug, product_count }));
      res.json({ data } satisfies Answer<typeof brandCategoriesResponseSchema>);
    }
  );

  return router;
}

function attributesOf(all: ListingProduct[], lang: Lang): Answer<typeof categoryAttributesResponseSchema>["data"] {
  if (all.length === 0) return { weight: { min: 0, max: 0 }, price: { min: 0, max: 0 }, colours: [], in_stock_count: 0 };
  const grams = all.map((product) => product.card.gram);
  const prices = all.map((product) => product.shownPrice);
  return {
    weight: { min: Math.min(...grams), max: Math.max(...grams) },
    price: { min: Math.min(...prices), max: Math.max(...prices) },
    colours: COLOURS.map((value) => ({
      value,
      label: colourLabel(lang, value),
      count: all.filter((product) => product.colours.has(value)).length,
    })).filter((colour) => colour.count > 0),
    in_stock_count: all.filter((product) => product.card.in_stock).length,
  };
}
