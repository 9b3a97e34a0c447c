import { and, desc, eq } from "drizzle-orm";
import type { FavoritePost, Lang, Post } from "../../contract";
import type { ShopDatabase } from "../db/connect";
import { postLikes, postTexts, posts } from "../db/schema";

const postColumns = {
  id: posts.id,
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

/** The magazine's latest posts in a language, newest first; only the news when asked. */
export async function loadLatestPosts(db: ShopDatabase, lang: Lang, limit: number, newsOnly = false): Promise<Post[]> {
  const rows = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(postTexts, inLang(lang))
    .where(newsOnly ? eq(posts.isNews, true) : undefined)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
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
