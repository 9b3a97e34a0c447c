import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { CatalogueListing } from "~/components/catalogue/catalogue-listing";
import { stripLocale } from "~/lib/locale";
import { listingPreloadLinks, routeMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { loadCatalogueListing } from "./catalogue-page.server";

export const handle: ShellHandle = {
  sharedContent: "everyone",
  mobileHeader: (data, t) => ({ main: (data as { title?: string } | undefined)?.title ?? t("menu.categories"), backBtnPath: "/", cart: true, search: true }),
};

/** The pages that list the whole catalogue (one module, registered for each in app/routes.ts). */
const PAGES = {
  "/shop": { titleKey: "listing.shopTitle", introKey: "listing.shopIntro" },
  "/gold-jewelry": { titleKey: "listing.goldTitle", introKey: "listing.goldIntro" },
} as const;

/** /shop (the whole catalogue) and /gold-jewelry (the gold shopping page), with filters. */
export function loader(args: LoaderFunctionArgs) {
  const path = stripLocale(new URL(args.url).pathname) as keyof typeof PAGES;
  return loadCatalogueListing(args, { path, ...PAGES[path] });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  routeMeta(matches, data ? [{ title: data.title }, { name: "description", content: data.intro }, data.canonical, ...listingPreloadLinks(data.listing.products, data.picturesInline, matches)] : []);

export default function CataloguePage() {
  return <CatalogueListing data={useLoaderData<typeof loader>()} />;
}
