import type { Route } from "./+types/blog";
import { CategoryNav } from "~/components/blog/category-nav";
import { PostGrid } from "~/components/blog/post-grid";
import { InfoLayout } from "~/components/info/info-layout";
import { useT } from "~/components/locale";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { POST_LIST_MAX } from "../../shop-api/contract";
import { getLatestPosts, getPostCategories } from "~/shop/api/blog.server";

export const handle: ShellHandle = {
  sharedContent: "everyone",
  mobileHeader: (_data, t) => ({ main: t("home.blogTitle"), backBtnPath: "/", share: true }),
};

/** /blog: the magazine's latest articles (`GET /latest-posts`) and its categories (`GET /post-categories`). */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const [posts, categories, t] = await Promise.all([getLatestPosts(ctx, POST_LIST_MAX), getPostCategories(ctx), translatorFor(ctx.locale, "blog")]);
  return { i18n: messagesFor(ctx.locale, "blog"), title: t("blog.title"), description: t("blog.description"), posts, categories };
}

export const meta: Route.MetaFunction = pageMeta;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { title, posts, categories } = loaderData;
  const t = useT();
  return (
    <InfoLayout crumbs={[{ title: t("header.home"), path: "/" }, { title, path: "/blog" }]} nav={<CategoryNav categories={categories} current={null} />}>
      <div data-blog-page="">
        <h1 className="text-xl font-bold text-secondary md:text-2xl">{title}</h1>
        <p className="mt-2 max-w-3xl text-sm leading-7 text-muted">{t("blog.intro")}</p>
        <h2 className="sr-only">{t("blog.latest")}</h2>
        <PostGrid posts={posts} />
      </div>
    </InfoLayout>
  );
}
