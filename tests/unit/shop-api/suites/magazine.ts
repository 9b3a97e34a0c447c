import { describe, expect, it } from "vitest";
import {
  errorBodySchema,
  postCategoriesResponseSchema,
  postCategoryResponseSchema,
  postResponseSchema,
  postsResponseSchema,
  postSubCategoryResponseSchema,
  sitemapResponseSchema,
  type Lang,
} from "../../../../shop-api/contract";
import { parsePostBody, readingMinutes } from "../../../../shop-api/server/catalogue/post-body";
import { POSTS } from "../../../../shop-api/server/seed/content";
import { ARTICLES, POST_CATEGORIES } from "../../../../shop-api/server/seed/magazine";
import { requestJson, type RunningShopApi } from "../harness";

const PERSIAN = /[\u0600-\u06FF]/;

/** The magazine (contract blog.ts): `GET /posts/{id}`, `/post-categories[/{id}]`, `/post-sub-category/{id}`, its sitemap entries. */
export function magazineSuite(shop: RunningShopApi): void {
  async function get<T>(path: string, schema: { parse(value: unknown): T }): Promise<T> {
    const answer = await requestJson(shop.url(path));
    expect(answer.status, path).toBe(200);
    return schema.parse(answer.body);
  }
  const latest = async (lang: Lang = "fa", limit = 24) => (await get(`/latest-posts?lang=${lang}&limit=${limit}`, postsResponseSchema)).data;

  describe("magazine", () => {
    it("seeds a dozen articles in both languages, each with a body, a category and cover art", async () => {
      expect(POSTS.length).toBeGreaterThanOrEqual(12);
      const [fa, en] = await Promise.all([latest("fa"), latest("en")]);
      expect(fa).toHaveLength(POSTS.length);
      expect(fa.map((post) => post.id)).toEqual(en.map((post) => post.id));
      expect(fa.map((post) => post.slug).sort()).toEqual(POSTS.map((post) => post.slug).sort());
      for (const post of POSTS) {
        const article = ARTICLES[post.slug];
        expect(article, post.slug).toBeDefined();
        expect(article?.body.fa, post.slug).toMatch(PERSIAN);
        expect(article?.body.en, post.slug).not.toMatch(PERSIAN);
      }
      const cover = await fetch(shop.url(`${fa[0]?.image}`));
      expect(cover.status).toBe(200);
      expect(cover.headers.get("content-type")).toMatch(/^image\//);
    });

    it("/latest-posts answers six unless asked, at most 24", async () => {
      expect(await latest("fa", 3)).toHaveLength(3);
      expect((await get("/latest-posts", postsResponseSchema)).data).toHaveLength(6);
      expect((await get("/latest-posts?limit=1000", postsResponseSchema)).data).toHaveLength(6);
    });

    it("GET /posts/{id} answers the article with its body, reading time, category, products and related posts", async () => {
      const hallmark = (await latest("en")).find((post) => post.slug === "how-to-read-a-gold-hallmark")!;
      const { post, products, related } = (await get(`/posts/${hallmark.id}?lang=en`, postResponseSchema)).data;
      expect(post).toMatchObject({ id: hallmark.id, slug: "how-to-read-a-gold-hallmark", title: "How to read a gold hallmark" });
      expect(post.body[0]).toEqual({ type: "paragraph", text: expect.stringContaining("small marks") });
      expect(post.body).toContainEqual({ type: "heading", text: "The purity number" });
      expect(post.body.some((block) => block.type === "list" && block.items.length === 2)).toBe(true);
      expect(post.reading_minutes).toBeGreaterThanOrEqual(1);
      expect(post.category).toMatchObject({ slug: "know-your-gold", name: "Know your gold" });
      expect(post.parent_category).toMatchObject({ slug: "buying-guide", name: "Buying guides", parent_id: null });
      expect(products.map((card) => card.slug)).toEqual(ARTICLES["how-to-read-a-gold-hallmark"]?.products);
      expect(products[0]?.price).toBeGreaterThan(0);
      expect(related).toHaveLength(3);
      expect(related.map((at) => at.id)).not.toContain(hallmark.id);
      // Its sub-category's other post comes first.
      expect(related[0]?.slug).toBe("18k-or-24k-gold");

      const fa = (await get(`/posts/${hallmark.id}`, postResponseSchema)).data.post;
      expect(fa.title).toMatch(PERSIAN);
      expect(fa.category?.name).toBe("شناخت طلا");
    });

    it("GET /posts/{id}: 404 with a message in the caller's language for an unknown or malformed id", async () => {
      for (const path of ["/posts/999999?lang=en", "/posts/abc?lang=en", "/posts/0?lang=en"]) {
        const answer = await requestJson(shop.url(path));
        expect(answer.status, path).toBe(404);
        expect(errorBodySchema.parse(answer.body).message).toBe("No such post.");
      }
      expect(errorBodySchema.parse((await requestJson(shop.url("/posts/999999"))).body).message).toMatch(PERSIAN);
    });

    it("GET /post-categories answers the top categories in order, with their posts counted", async () => {
      const top = (await get("/post-categories?lang=en", postCategoriesResponseSchema)).data;
      expect(top.map((category) => category.slug)).toEqual(POST_CATEGORIES.map((category) => category.slug));
      expect(top.every((category) => category.parent_id === null)).toBe(true);
      expect(top.reduce((sum, category) => sum + category.post_count, 0)).toBe(POSTS.length);
      const guides = top.find((category) => category.slug === "buying-guide")!;
      expect(guides).toMatchObject({ name: "Buying guides", post_count: 5 });
    });

    it("GET /post-categories/{id} answers a category's posts (its sub-categories' too), and a sub-category's with its parent", async () => {
      const top = (await get("/post-categories?lang=en", postCategoriesResponseSchema)).data;
      const guides = top.find((category) => category.slug === "buying-guide")!;
      const whole = (await get(`/post-categories/${guides.id}?lang=en`, postCategoryResponseSchema)).data;
      expect(whole.parent).toBeNull();
      expect(whole.posts).toHaveLength(5);
      const times = whole.posts.map((post) => Date.parse(post.published_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const subs = (await get(`/post-sub-category/${guides.id}?lang=en`, postSubCategoryResponseSchema)).data;
      expect(subs.map((sub) => sub.slug)).toEqual(["know-your-gold", "sizes-and-fit", "paying-and-instalments"]);
      expect(subs.every((sub) => sub.parent_id === guides.id)).toBe(true);
      const sizes = subs.find((sub) => sub.slug === "sizes-and-fit")!;
      const sub = (await get(`/post-categories/${sizes.id}`, postCategoryResponseSchema)).data;
      expect(sub.category.name).toBe("سایز و اندازه");
      expect(sub.parent?.id).toBe(guides.id);
      expect(sub.posts.map((post) => post.slug).sort()).toEqual(["choosing-a-necklace-length", "how-to-find-your-ring-size"]);
      expect((await get(`/post-sub-category/${sizes.id}`, postSubCategoryResponseSchema)).data).toEqual([]);
    });

    it("answers 404 for an unknown category", async () => {
      for (const path of ["/post-categories/99999?lang=en", "/post-sub-category/99999?lang=en", "/post-categories/x?lang=en"]) {
        const answer = await requestJson(shop.url(path));
        expect(answer.status, path).toBe(404);
        expect(errorBodySchema.parse(answer.body).message).toBe("No such magazine category.");
      }
    });

    it("puts every post and every category holding posts in the sitemap", async () => {
      const sitemap = sitemapResponseSchema.parse((await requestJson(shop.url("/sitemap?lang=en"))).body).data;
      const posts = await latest("en");
      expect(sitemap.posts.map((entry) => entry.slug).sort()).toEqual(posts.map((post) => `${post.id}/${post.slug}`).sort());
      const top = (await get("/post-categories?lang=en", postCategoriesResponseSchema)).data;
      for (const category of top) expect(sitemap.post_categories.map((entry) => entry.slug)).toContain(String(category.id));
    });
  });

  describe("an article's body", () => {
    it("reads headings, paragraphs and lists from its markup", () => {
      const blocks = parsePostBody("First line\nsame paragraph.\n\n## Title\n- one\n- two\nAfter the list.\n\n");
      expect(blocks).toEqual([
        { type: "paragraph", text: "First line same paragraph." },
        { type: "heading", text: "Title" },
        { type: "list", items: ["one", "two"] },
        { type: "paragraph", text: "After the list." },
      ]);
      expect(readingMinutes(blocks)).toBe(1);
      expect(readingMinutes([{ type: "paragraph", text: "word ".repeat(1000) }])).toBe(5);
    });
  });
}
