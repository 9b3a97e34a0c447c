import type { Route } from "./+types/catalogue-page";
import { CatalogueListing } from "~/components/catalogue/catalogue-listing";
import { stripLocale } from "~/lib/locale";
import { listingPreloadLinks, routeMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { loadCatalogueListing } from "./catalogue-page.server";

export const handle: ShellHandle<Route.ComponentProps["loaderData"]> = {
  sharedContent: "everyone",
  mobileHeader: (data, t) => ({ main: data?.title ?? t("menu.categories"), backBtnPath: "/", cart: true, search: true }),
};

/** The pages that list the whole catalogue (one module, registered for each in app/routes.ts). */
const PAGES = {
  "/shop": { titleKey: "listing.shopTitle", introKey: "listing.shopIntro" },
  "/gold-jewelry": { titleKey: "listing.goldTitle", introKey: "listing.goldIntro" },
} as const;

/** /shop (the whole catalogue) and /gold-jewelry (the gold shopping page), with filters. */
export function loader(args: Route.LoaderArgs) {
  const path = stripLocale(new URL(args.url).pathname) as keyof typeof PAGES;
  return loadCatalogueListing(args, { path, ...PAGES[path] });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMeta(matches, loaderData ? [{ title: loaderData.title }, { name: "description", content: loaderData.intro }, loaderData.canonical, ...listingPreloadLinks(loaderData.listing.products, loaderData.picturesInline, matches)] : []);

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  return <CatalogueListing data={loaderData} />;
}
