import { and, desc, eq } from "drizzle-orm";
import type { Lang, Post } from "../../contract";
import type { ShopDatabase } from "../db/connect";
import { postTexts, posts } from "../db/schema";

/** The magazine's latest posts in a language, newest first; only the news when asked. */
export async function loadLatestPosts(db: ShopDatabase, lang: Lang, limit: number, newsOnly = false): Promise<Post[]> {
  const rows = await db
    .select({
      id: posts.id,
      title: postTexts.title,
      excerpt: postTexts.excerpt,
      image: posts.image,
      url: postTexts.url,
      publishedAt: posts.publishedAt,
    })
    .from(posts)
    .innerJoin(postTexts, and(eq(postTexts.postId, posts.id), eq(postTexts.lang, lang)))
    .where(newsOnly ? eq(posts.isNews, true) : undefined)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(limit);
  return rows.map(({ publishedAt, ...post }) => ({ ...post, published_at: publishedAt.toISOString() }));
}
