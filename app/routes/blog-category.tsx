import { data } from "react-router";
import type { Route } from "./+types/blog-category";
import { CategoryNav } from "~/components/blog/category-nav";
import { PostGrid } from "~/components/blog/post-grid";
import { type Crumb, InfoLayout } from "~/components/info/info-layout";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { blogId, postCategoryPath } from "~/lib/blog";
import { formatNumber } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getPostCategories, getPostCategory, getPostSubCategories } from "~/shop/api/blog.server";

export const handle: ShellHandle<Route.ComponentProps["loaderData"]> = {
  sharedContent: "everyone",
  mobileHeader: (data, t) => ({ main: data?.name ?? t("home.blogTitle"), backBtnPath: "/blog", share: true }),
};

/**
 * /blog/category/{id}: a category of the magazine (or a sub-category) with its posts
 * (`GET /post-categories/{id}`) and its sub-categories (`GET /post-sub-category/{id}`); an unknown
 * or malformed id is a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const id = blogId(args.params.id);
  if (id === null) throw data(null, { status: 404 });
  const [page, subCategories, categories, t] = await Promise.all([
    getPostCategory(ctx, id),
    getPostSubCategories(ctx, id),
    getPostCategories(ctx),
    translatorFor(ctx.locale, "blog"),
  ]);
  if (!page) throw data(null, { status: 404 });
  const { category, parent, posts } = page;
  return {
    i18n: messagesFor(ctx.locale, "blog"),
    title: `${category.name} | ${t("blog.title")}`,
    description: t("blog.categoryDescription", { name: category.name, description: category.description }),
    name: category.name,
    category,
    parent,
    posts,
    subCategories: subCategories ?? [],
    categories,
    magazine: t("blog.title"),
  };
}

export const meta: Route.MetaFunction = pageMeta;

export default function BlogCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, parent, posts, subCategories, categories, magazine } = loaderData;
  const t = useT();
  const locale = useLocale();
  const crumbs: Crumb[] = [
    { title: t("header.home"), path: "/" },
    { title: magazine, path: "/blog" },
    ...(parent ? [{ title: parent.name, path: postCategoryPath(parent.id) }] : []),
    { title: category.name, path: postCategoryPath(category.id) },
  ];
  return (
    <InfoLayout crumbs={crumbs} nav={<CategoryNav categories={categories} current={parent?.id ?? category.id} />}>
      <div data-blog-category-page={category.id}>
        <h1 className="text-xl font-bold text-secondary md:text-2xl">{category.name}</h1>
        <p className="mt-2 max-w-3xl text-sm leading-7 text-muted">
          {category.description} <span className="tabular">({t("blog.postCount", { count: category.post_count })})</span>
        </p>
        {subCategories.length > 0 ? (
          <nav aria-labelledby="blog-sub-categories" className="mt-4" data-blog-sub-categories="">
            <h2 id="blog-sub-categories" className="text-xs font-bold text-muted">{t("blog.subCategories")}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {subCategories.map((sub) => (
                <li key={sub.id}>
                  <AppLink to={postCategoryPath(sub.id)} className="inline-flex items-center gap-1.5 rounded-full border border-line bg-white px-3 py-1.5 text-sm hover:bg-primary" data-blog-sub-category={sub.id}>
                    {sub.name}
                    <span className="text-xs text-muted tabular">{formatNumber(sub.post_count, locale)}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <PostGrid posts={posts} />
      </div>
    </InfoLayout>
  );
}
