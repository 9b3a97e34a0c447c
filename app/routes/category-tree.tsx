import type { Route } from "./+types/category-tree";
import { useT } from "~/components/locale";
import { CategoryTree } from "~/components/catalogue/category-tree";
import { translatorFor } from "~/server-lib/i18n.server";
import { routeMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getCategoryTree } from "~/shop/api/navigation.server";

export const handle: ShellHandle = {
  sharedContent: "everyone",
  mobileHeader: (_data, t) => ({ main: t("categoryTree.title"), backBtnPath: "/", cart: true, search: true }),
};

/** /category: the category tree as a page, where the bottom navigation leads without JavaScript. */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const [categories, t] = await Promise.all([getCategoryTree(ctx), translatorFor(ctx.locale)]);
  return { categories, title: t("meta.categories") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMeta(matches, loaderData ? [{ title: loaderData.title }] : []);

export default function CategoryTreePage({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const t = useT();
  return (
    <div className="container-shop max-w-3xl py-6">
      <h1 className="text-xl font-bold text-secondary">{t("categoryTree.title")}</h1>
      <p className="mt-1 text-sm text-muted">{t("categoryTree.intro")}</p>
      <div className="mt-5 overflow-hidden rounded-2xl border border-line bg-white">
        <CategoryTree categories={categories} />
      </div>
    </div>
  );
}
