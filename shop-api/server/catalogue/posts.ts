import { and, asc, count, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { FavoritePost, Lang, Post, PostCategory, PostDetail, ProductCard } from "../../contract";
import type { ShopDatabase } from "../db/connect";
import { postCategories, postCategoryTexts, postLikes, postProducts, postTexts, posts, products } from "../db/schema";
import { loadProductCards } from "./product-cards";
import { parsePostBody, readingMinutes } from "./post-body";

const postColumns = {
  id: posts.id,
  slug: posts.slug,
  title: postTexts.title,
  excerpt: postTexts.excerpt,
  image: posts.image,
  url: postTexts.url,
  publishedAt: posts.publishedAt,
};

const inLang = (lang: Lang) => and(eq(postTexts.postId, posts.id), eq(postTexts.lang, lang));

function postJson({ publishedAt, ...post }: { publishedAt: Date } & Omit<Post, "published_at">): Post {
  return { ...post, published_at: publishedAt.toISOString() };
}

const newestFirst = [desc(posts.publishedAt), desc(posts.id)];

/** The magazine's latest posts in a language, newest first; only the news when asked. */
export async function loadLatestPosts(db: ShopDatabase, lang: Lang, limit: number, newsOnly = false): Promise<Post[]> {
  const rows = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(postTexts, inLang(lang))
    .where(newsOnly ? eq(posts.isNews, true) : undefined)
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(postJson);
}

/** The posts a user likes, last liked first. */
export async function loadLikedPosts(db: ShopDatabase, lang: Lang, userId: number): Promise<FavoritePost[]> {
  const rows = await db
    .select({ ...postColumns, likedAt: postLikes.createdAt })
    .from(postLikes)
    .innerJoin(posts, eq(posts.id, postLikes.postId))
    .innerJoin(postTexts, inLang(lang))
    .where(eq(postLikes.userId, userId))
    .orderBy(desc(postLikes.createdAt), desc(posts.id));
  return rows.map(({ likedAt, ...post }) => ({ ...postJson(post), liked_at: likedAt.toISOString() }));
}

/** Posts filed in a category or in one of its sub-categories. */
const inCategory = (categoryId: number) =>
  or(
    eq(posts.categoryId, categoryId),
    inArray(posts.categoryId, sql`(select ${postCategories.id} from ${postCategories} where ${postCategories.parentId} = ${categoryId})`),
  );

/** Categories in a language, each with how many posts it holds (its sub-categories' included). */
async function loadCategories(db: ShopDatabase, lang: Lang, where: ReturnType<typeof eq> | undefined): Promise<PostCategory[]> {
  const rows = await db
    .select({
      id: postCategories.id,
      slug: postCategories.slug,
      name: postCategoryTexts.name,
      description: postCategoryTexts.description,
      parent_id: postCategories.parentId,
    })
    .from(postCategories)
    .innerJoin(postCategoryTexts, and(eq(postCategoryTexts.categoryId, postCategories.id), eq(postCategoryTexts.lang, lang)))
    .where(where)
    .orderBy(asc(postCategories.position), asc(postCategories.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ categoryId: posts.categoryId, parentId: postCategories.parentId, posts: count() })
    .from(posts)
    .innerJoin(postTexts, inLang(lang))
    .innerJoin(postCategories, eq(postCategories.id, posts.categoryId))
    .groupBy(posts.categoryId, postCategories.parentId);
  return rows.map((row) => ({
    ...row,
    post_count: counts.filter((at) => at.categoryId === row.id || at.parentId === row.id).reduce((sum, at) => sum + at.posts, 0),
  }));
}

/** `GET /post-categories`: the top categories. */
export function loadTopPostCategories(db: ShopDatabase, lang: Lang): Promise<PostCategory[]> {
  return loadCategories(db, lang, sql`${postCategories.parentId} is null` as ReturnType<typeof eq>);
}

/** `GET /post-sub-category/{id}`: a category's sub-categories; null for an unknown category. */
export async function loadPostSubCategories(db: ShopDatabase, lang: Lang, id: number): Promise<PostCategory[] | null> {
  if (!(await loadPostCategoryRow(db, lang, id))) return null;
  return loadCategories(db, lang, eq(postCategories.parentId, id));
}

async function loadPostCategoryRow(db: ShopDatabase, lang: Lang, id: number): Promise<PostCategory | null> {
  const [category] = await loadCategories(db, lang, eq(postCategories.id, id));
  return category ?? null;
}

/** `GET /post-categories/{id}`: a category (or sub-category), its parent and its posts, newest first; null for an unknown id. */
export async function loadPostCategory(db: ShopDatabase, lang: Lang, id: number, limit: number) {
  const category = await loadPostCategoryRow(db, lang, id);
  if (!category) return null;
  const [parent, rows] = await Promise.all([
    category.parent_id === null ? null : loadPostCategoryRow(db, lang, category.parent_id),
    db.select(postColumns).from(posts).innerJoin(postTexts, inLang(lang)).where(inCategory(id)).orderBy(...newestFirst).limit(limit),
  ]);
  return { category, parent, posts: rows.map(postJson) };
}

/** How many related posts an article shows. */
const RELATED_POSTS = 3;

/**
 * `GET /posts/{id}`: the article in a language with its category, the products it names (priced at
 * `goldPrice`) and related posts: those of its sub-category, then of its top category, then the
 * latest. Null for an unknown post or one not written in that language.
 */
export async function loadPost(
  db: ShopDatabase,
  lang: Lang,
  id: number,
  goldPrice: number,
): Promise<{ post: PostDetail; products: ProductCard[]; related: Post[] } | null> {
  const [row] = await db
    .select({ ...postColumns, body: postTexts.body, updatedAt: posts.updatedAt, categoryId: posts.categoryId })
    .from(posts)
    .innerJoin(postTexts, inLang(lang))
    .where(eq(posts.id, id));
  if (!row) return null;
  const { body, updatedAt, categoryId, ...card } = row;
  const category = categoryId === null ? null : await loadPostCategoryRow(db, lang, categoryId);
  const parent = category?.parent_id ? await loadPostCategoryRow(db, lang, category.parent_id) : null;
  const productIds = (
    await db.select({ id: postProducts.productId }).from(postProducts).where(eq(postProducts.postId, id)).orderBy(asc(postProducts.position))
  ).map((at) => at.id);
  const sameCategory = category ? sql<number>`case when ${posts.categoryId} = ${category.id} then 0 when ${inCategory(parent?.id ?? category.id)} then 1 else 2 end` : sql<number>`0`;
  const [cards, related] = await Promise.all([
    productIds.length === 0
      ? Promise.resolve([])
      : loadProductCards(db, lang, goldPrice, {
          where: inArray(products.id, productIds),
          orderBy: [sql`array_position(array[${sql.join(productIds.map((at) => sql`${at}::int`), sql`, `)}], ${products.id})`],
          limit: productIds.length,
        }),
    db
      .select(postColumns)
      .from(posts)
      .innerJoin(postTexts, inLang(lang))
      .where(ne(posts.id, id))
      .orderBy(sameCategory, ...newestFirst)
      .limit(RELATED_POSTS),
  ]);
  const blocks = parsePostBody(body.trim() ? body : card.excerpt);
  return {
    post: {
      ...postJson(card),
      body: blocks,
      reading_minutes: readingMinutes(blocks),
      updated_at: (updatedAt ?? card.publishedAt).toISOString(),
      category,
      parent_category: parent,
    },
    products: cards,
    related: related.map(postJson),
  };
}

/** For the sitemaps: every post in a language ("{id}/{slug}") and the categories holding any, with when each changed. */
export async function loadMagazineSitemap(db: ShopDatabase, lang: Lang) {
  const rows = await db
    .select({ id: posts.id, slug: posts.slug, publishedAt: posts.publishedAt, updatedAt: posts.updatedAt, categoryId: posts.categoryId, parentId: postCategories.parentId })
    .from(posts)
    .innerJoin(postTexts, inLang(lang))
    .leftJoin(postCategories, eq(postCategories.id, posts.categoryId))
    .orderBy(asc(posts.id));
  const changed = (row: (typeof rows)[number]) => (row.updatedAt ?? row.publishedAt).getTime();
  const categoryDates = new Map<number, number>();
  for (const row of rows) {
    for (const at of [row.categoryId, row.parentId]) {
      if (at !== null) categoryDates.set(at, Math.max(categoryDates.get(at) ?? 0, changed(row)));
    }
  }
  return {
    posts: rows.map((row) => ({ slug: `${row.id}/${row.slug}`, updated_at: new Date(changed(row)).toISOString() })),
    post_categories: [...categoryDates].sort(([a], [b]) => a - b).map(([id, at]) => ({ slug: String(id), updated_at: new Date(at).toISOString() })),
  };
}
