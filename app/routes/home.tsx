import { useLoaderData } from "@remix-run/react";
import { useT } from "~/components/locale";
import { useSite } from "~/components/shell/use-shell-data";
import { AppLink } from "~/components/ui/app-link";
import type { ShellHandle } from "~/lib/shell";
import { shopContext } from "~/shop/context.server";
import { getCategoryTree } from "~/shop/navigation.server";
import type { LoaderFunctionArgs } from "@remix-run/node";

export const handle: ShellHandle = { homeHeader: true, footerMobileBlock: true, footerHeadingIsH1: true };

export async function loader(args: LoaderFunctionArgs) {
  const ctx = await shopContext(args);
  return { categories: await getCategoryTree(ctx) };
}

/** The home page (route name home-page). */
export default function HomePage() {
  const { categories } = useLoaderData<typeof loader>();
  const site = useSite();
  const t = useT();
  return (
    <div className="container-shop py-8">
      <section className="rounded-3xl bg-secondary px-6 py-10 text-white md:px-12 md:py-16">
        <p className="text-2xl font-black md:text-4xl">{site.shopName}</p>
        <p className="mt-3 max-w-2xl leading-8 text-white/85">{site.metaDescription}</p>
      </section>
      <section aria-labelledby="home-categories" className="mt-8">
        <h2 id="home-categories" className="mb-4 text-lg font-bold text-secondary">{t("categoryTree.title")}</h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
          {categories.map((category) => (
            <li key={category.id}>
              <AppLink to={category.slug} className="block rounded-2xl border border-line bg-white p-4 font-semibold text-secondary hover:border-gold-500">
                {category.title}
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
