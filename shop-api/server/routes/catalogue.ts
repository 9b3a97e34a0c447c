import { and, asc, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { Router } from "express";
import { z } from "zod";
import type {
  AmazingProductsResponse,
  BrandCard,
  CategoryCard,
  Lang,
  LayoutResponse,
  LayoutSection,
  List,
  SearchResponse,
  Slide,
  Video,
  VipHomeCategoryResponse,
} from "../../contract";
import { LIST_CONFIG_KEYS } from "../../contract";
import { activeDiscount, bestselling, inStock, inStockFirst, loadProductCards } from "../catalogue/product-cards";
import { loadLatestPosts } from "../catalogue/posts";
import { endOfShopDay } from "../catalogue/tehran-time";
import type { ShopDatabase } from "../db/connect";
import {
  brandTexts,
  brands,
  categories,
  categoryTexts,
  layoutSections,
  listItems,
  listTexts,
  lists,
  products,
  slideTexts,
  slides,
  videoTexts,
  videos,
} from "../db/schema";
import type { GoldPriceSource } from "../gold-price";
import { HttpError } from "../http/errors";
import type { CatalogueReadCache } from "../http/read-cache";
import { parseInput, queryLang } from "../http/input";
import { readSearchQuery, search } from "../catalogue/search";
import { FEATURED_CATEGORY } from "../seed/home";

const listParamsSchema = z.object({ id: z.coerce.number().int().positive() });
const layoutQuerySchema = z.object({
  page: z.string().min(1).max(100),
  type: z.enum(["desktop", "mobile"]).default("desktop"),
});
const searchQuerySchema = z.object({ q: z.string().max(200).default("") });

const AMAZING_PRODUCTS = 12;
const FEATURED_PRODUCTS = 8;

/** Lists, layouts and the other calls of the home page, and search. */
export function catalogueRoutes(db: ShopDatabase, goldPrice: GoldPriceSource, reads: CatalogueReadCache): Router {
  const router = Router();

  router.get(
    "/lists/:id",
    async (req, res) => {
      const { id } = parseInput(listParamsSchema, req.params);
      const list = await loadList(db, queryLang(req), id, goldPrice.now().price);
      if (!list) throw new HttpError(404, `No list ${id}`);
      res.json({ data: list });
    }
  );

  router.get(
    "/layouts",
    async (req, res) => {
      const { page, type } = parseInput(layoutQuerySchema, req.query);
      const rows = await db
        .select({ kind: layoutSections.kind, listKey: layoutSections.listKey, title: layoutSections.title })
        .from(layoutSections)
        .where(
          and(eq(layoutSections.lang, queryLang(req)), eq(layoutSections.page, page), eq(layoutSections.device, type))
        )
        .orderBy(asc(layoutSections.position), asc(layoutSections.id));
      if (rows.length === 0) throw new HttpError(404, `No layout for page "${page}"`);
      const sections = rows.map((row): LayoutSection => {
        if (row.kind !== "list") return { kind: row.kind, title: row.title };
        const key = LIST_CONFIG_KEYS.find((candidate) => candidate === row.listKey);
        if (!key) throw new Error(`Layout section with unknown list key "${row.listKey}"`);
        return { kind: "list", list_key: key, title: row.title };
      });
      res.json({ data: { page, type, sections } } satisfies LayoutResponse);
    }
  );

  /** `GET /amazing-products`: today's discounted pieces in stock, the deepest discounts first. */
  router.get(
    "/amazing-products",
    async (req, res) => {
      const lang = queryLang(req);
      const now = new Date();
      const cards = await loadProductCards(db, lang, goldPrice.now(now).price, {
        where: and(isNotNull(activeDiscount), inStock),
        orderBy: [desc(activeDiscount), ...bestselling],
        limit: AMAZING_PRODUCTS,
      });
      res.json({
        data: {
          title: lang === "fa" ? "پیشنهاد شگفت‌انگیز امروز" : "Today's amazing offers",
          ends_at: endOfShopDay(now).toISOString(),
          products: cards,
        },
      } satisfies AmazingProductsResponse);
    }
  );

  /** `GET /vip-home-category`: the featured category with some of its (and its sub-categories') pieces. */
  router.get(
    "/vip-home-category",
    async (req, res) => {
      const lang = queryLang(req);
      const [category] = await db
        .select({ id: categories.id, slug: categories.slug, image: categories.image, name: categoryTexts.title })
        .from(categories)
        .innerJoin(categoryTexts, and(eq(categoryTexts.categoryId, categories.id), eq(categoryTexts.lang, lang)))
        .where(eq(categories.slug, FEATURED_CATEGORY));
      if (!category?.image) throw new HttpError(404, "No featured category");
      const tree = db
        .select({ id: categories.id })
        .from(categories)
        .where(or(eq(categories.id, category.id), eq(categories.parentId, category.id)));
      const cards = await loadProductCards(db, lang, goldPrice.now().price, {
        where: inArray(products.categoryId, tree),
        orderBy: [inStockFirst, desc(products.rating), ...bestselling],
        limit: FEATURED_PRODUCTS,
      });
      res.json({
        data: { category: { name: category.name, slug: category.slug, image: category.image }, products: cards },
      } satisfies VipHomeCategoryResponse);
    }
  );

  /**
   * `GET /search/?q=&lang=` and a listing's parameters: every product the query finds in the
   * language's documents, a page of them, with the matching categories, what the filters offer, a
   * did-you-mean for misspelt words and the product whose code the query is (catalogue/search.ts).
   */
  router.get(
    "/search",
    async (req, res) => {
      const lang = queryLang(req);
      const { q } = parseInput(searchQuerySchema, req.query);
      const query = await readSearchQuery(db, lang, req.query);
      res.json({ data: await search(db, lang, goldPrice.now().price, q, query, reads) } satisfies SearchResponse);
    }
  );

  return router;
}

/** A list in a language, with its items as its type shows them; null when there is no such list. */
async function loadList(db: ShopDatabase, lang: Lang, id: number, goldPrice: number): Promise<List | null> {
  const [list] = await db
    .select({ id: lists.id, type: lists.type, source: lists.source, size: lists.size, title: listTexts.title })
    .from(lists)
    .leftJoin(listTexts, and(eq(listTexts.listId, lists.id), eq(listTexts.lang, lang)))
    .where(eq(lists.id, id));
  if (!list) return null;
  const head = { id: list.id, title: list.title ?? null };
  const limit = list.size ?? 50;
  const ofList = eq(listItems.listId, list.id);
  const inOrder = [asc(listItems.position), asc(listItems.id)];

  switch (list.type) {
    case "banner":
    case "slider": {
      const items: Slide[] = await db
        .select({
          image: slides.image,
          image_mobile: slides.imageMobile,
          alt: slideTexts.alt,
          slug: slides.link,
          title: slideTexts.title,
          subtitle: slideTexts.subtitle,
        })
        .from(listItems)
        .innerJoin(slides, eq(slides.id, listItems.slideId))
        .innerJoin(slideTexts, and(eq(slideTexts.slideId, slides.id), eq(slideTexts.lang, lang)))
        .where(ofList)
        .orderBy(...inOrder);
      return { ...head, type: list.type, items };
    }
    case "category": {
      const rows = await db
        .select({ name: categoryTexts.title, image: categories.image, slug: categories.slug })
        .from(listItems)
        .innerJoin(categories, eq(categories.id, listItems.categoryId))
        .innerJoin(categoryTexts, and(eq(categoryTexts.categoryId, categories.id), eq(categoryTexts.lang, lang)))
        .where(and(ofList, isNotNull(categories.image)))
        .orderBy(...inOrder);
      const items: CategoryCard[] = rows.map((row) => ({
        name: row.name,
        image: row.image ?? "",
        cat_slug_without_param: row.slug,
      }));
      return { ...head, type: "category", items };
    }
    case "brand": {
      const items: BrandCard[] = await db
        .select({ id: brands.id, name: brandTexts.name, slug: brands.slug, logo: brands.logo })
        .from(listItems)
        .innerJoin(brands, eq(brands.id, listItems.brandId))
        .innerJoin(brandTexts, and(eq(brandTexts.brandId, brands.id), eq(brandTexts.lang, lang)))
        .where(ofList)
        .orderBy(...inOrder);
      return { ...head, type: "brand", items };
    }
    case "video": {
      const items: Video[] = await db
        .select({
          id: videos.id,
          title: videoTexts.title,
          poster: videos.poster,
          video_url: videos.videoUrl,
          duration_seconds: videos.durationSeconds,
        })
        .from(listItems)
        .innerJoin(videos, eq(videos.id, listItems.videoId))
        .innerJoin(videoTexts, and(eq(videoTexts.videoId, videos.id), eq(videoTexts.lang, lang)))
        .where(ofList)
        .orderBy(...inOrder);
      return { ...head, type: "video", items };
    }
    case "product": {
      const items =
        list.source === "bestselling"
          ? await loadProductCards(db, lang, goldPrice, { orderBy: bestselling, limit })
          : await loadProductCards(db, lang, goldPrice, {
              where: inArray(products.id, db.select({ id: listItems.productId }).from(listItems).where(ofList)),
              orderBy: [
                sql`(select min(${listItems.position}) from ${listItems} where ${listItems.listId} = ${list.id} and ${listItems.productId} = ${products.id})`,
              ],
              limit,
            });
      return { ...head, type: "product", items };
    }
    case "blog": {
      // Worked out (the latest posts) or, for a hand-made list, in the list's order.
      const latest = await loadLatestPosts(db, lang, list.source === "latest-posts" ? limit : 200);
      if (list.source === "latest-posts") return { ...head, type: "blog", items: latest };
      const chosen = await db
        .select({ postId: listItems.postId })
        .from(listItems)
        .where(ofList)
        .orderBy(...inOrder);
      const byId = new Map(latest.map((post) => [post.id, post]));
      const items = chosen.flatMap(({ postId }) => {
        const post = postId === null ? undefined : byId.get(postId);
        return post ? [post] : [];
      });
      return { ...head, type: "blog", items };
    }
  }
}
