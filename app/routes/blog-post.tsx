import { redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { CategoryNav } from "~/components/blog/category-nav";
import { KeepPostForm } from "~/components/blog/keep-post-form";
import { PostBody } from "~/components/blog/post-body";
import { PostGrid } from "~/components/blog/post-grid";
import { ProductGrid } from "~/components/catalogue/product-card";
import { type Crumb, InfoLayout } from "~/components/info/info-layout";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Image } from "~/components/ui/image";
import { PageStructuredData } from "~/components/ui/json-ld";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { postCategoryPath, postPath } from "~/lib/blog";
import { formatDate } from "~/lib/format";
import { FIRST_SCREEN_IMAGES, imageUrl } from "~/lib/images";
import { localizePath } from "~/lib/locale";
import { imagePreloadLinks, rootMatchData, routeMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { toSiteSettings } from "~/lib/site";
import { blogPostingLd } from "~/lib/structured-data";
import { getPostCategories } from "~/shop/api/blog.server";
import { articleOf } from "./blog-post.server";
import { getSiteConfig } from "~/shop/api/configs.server";
import { inlineFirstScreenPictures } from "~/shop/page-data/images.server";
import { publicOrigin } from "~/shop/request/origin.server";
import { getFavoritePosts } from "~/shop/api/profile.server";
import { provideStructuredData } from "~/shop/page-data/structured-data.server";

export const handle: ShellHandle = {
  sharedContent: "guests",
  mobileHeader: (_data, t) => ({ main: t("home.blogTitle"), backBtnPath: "/blog", share: true }),
};

/**
 * /blog/{id}/{slug}: one article of the magazine (`GET /posts/{id}`): its cover, date, reading
 * time, body, the products it names and related posts, with BlogPosting structured data. A wrong
 * or missing slug is redirected to the article's one address. A signed-in shopper sees whether
 * they keep it among favourites (`GET /user-post-favorite`).
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx, article } = await articleOf(args);
  const { post, products, related } = article;
  if (args.params.slug !== post.slug) throw redirect(localizePath(postPath(post), ctx.locale), 301);
  const [categories, favorites, config, t] = await Promise.all([
    getPostCategories(ctx),
    ctx.authToken ? getFavoritePosts(ctx).catch(() => []) : Promise.resolve([]),
    getSiteConfig(ctx).catch(() => ({})),
    translatorFor(ctx.locale, "blog"),
  ]);
  const origin = publicOrigin(args.request);
  const words = post.body.map((block) => (block.type === "list" ? block.items.join(" ") : block.text)).join(" ").split(/\s+/).filter(Boolean).length;
  const site = toSiteSettings(config, ctx.locale, t("shop.fallbackName"));
  const path = postPath(post);
  provideStructuredData(args, [blogPostingLd({ ...post, path, section: post.category?.name ?? null, words }, products, site, origin, ctx.locale)]);
  await inlineFirstScreenPictures(args, [{ src: post.image, shown: "cover" }]);
  return {
    i18n: messagesFor(ctx.locale, "blog"),
    origin,
    magazine: t("blog.title"),
    post,
    products,
    related,
    categories,
    kept: favorites.some((favorite) => favorite.id === post.id),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return routeMeta(matches, []);
  const { post, origin } = loaderData;
  const { shopName: shop, locale, lite } = rootMatchData(matches);
  const url = new URL(localizePath(postPath(post), locale), origin).href;
  return routeMeta(matches, [
    { title: shop ? `${post.title} | ${shop}` : post.title },
    { name: "description", content: post.excerpt },
    { property: "og:type", content: "article" },
    { property: "og:title", content: post.title },
    { property: "og:description", content: post.excerpt },
    { property: "og:image", content: new URL(imageUrl(post.image, 1280), origin).href },
    { property: "og:url", content: url },
    { property: "article:published_time", content: post.published_at },
    { property: "article:modified_time", content: post.updated_at },
    ...(post.category ? [{ property: "article:section", content: post.category.name }] : []),
    ...imagePreloadLinks([{ src: post.image, ...FIRST_SCREEN_IMAGES.cover }], lite),
  ]);
};

/** Keeping the article among favourites: blog-post.server.ts. */
export { action } from "./blog-post.server";

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { magazine, post, products, related, categories, kept } = loaderData;
  const t = useT();
  const locale = useLocale();
  const { category, parent_category: parent } = post;
  const crumbs: Crumb[] = [
    { title: t("header.home"), path: "/" },
    { title: magazine, path: "/blog" },
    ...(parent ? [{ title: parent.name, path: postCategoryPath(parent.id) }] : []),
    ...(category ? [{ title: category.name, path: postCategoryPath(category.id) }] : []),
    { title: post.title, path: postPath(post) },
  ];
  return (
    <InfoLayout crumbs={crumbs} nav={<CategoryNav categories={categories} current={parent?.id ?? category?.id ?? null} />}>
      <article className="rounded-2xl border border-line bg-white p-5 md:p-8" data-blog-post={post.id}>
        <h1 className="text-xl font-bold leading-9 text-secondary md:text-2xl">{post.title}</h1>
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted" data-post-facts="">
          <span>
            {t("blog.published")}: <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>
          </span>
          <span aria-hidden="true">·</span>
          <span data-reading-time="">{t("blog.readingTime", { count: post.reading_minutes })}</span>
          {category ? (
            <>
              <span aria-hidden="true">·</span>
              <span>
                {t("blog.filedIn")}:{" "}
                <AppLink to={postCategoryPath(category.id)} className="font-semibold text-secondary hover:underline">
                  {category.name}
                </AppLink>
              </span>
            </>
          ) : null}
        </p>
        <Image
          src={post.image}
          alt=""
          width={800}
          height={500}
          displayWidth={FIRST_SCREEN_IMAGES.cover.displayWidth}
          sizes={FIRST_SCREEN_IMAGES.cover.sizes}
          priority
          className="mt-4 aspect-[8/5] w-full rounded-2xl object-cover"
        />
        <p className="mt-5 font-semibold leading-8 text-ink">{post.excerpt}</p>
        <div className="mt-4 max-w-3xl">
          <PostBody blocks={post.body} />
        </div>
        <div className="mt-6 border-t border-line pt-4">
          <KeepPostForm kept={kept} />
        </div>
      </article>
      {products.length > 0 ? (
        <section aria-labelledby="post-products" className="mt-6" data-post-products="">
          <h2 id="post-products" className="text-lg font-bold text-secondary">{t("blog.products")}</h2>
          <ProductGrid products={products} className="mt-4 grid-cols-2 sm:grid-cols-3" />
        </section>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="post-related" className="mt-6" data-post-related="">
          <h2 id="post-related" className="text-lg font-bold text-secondary">{t("blog.related")}</h2>
          <PostGrid posts={related} />
        </section>
      ) : null}
      <PageStructuredData />
    </InfoLayout>
  );
}
