import type { Route } from "./+types/home";
import type { LayoutSection, SiteConfig } from "../../shop-api/contract";
import { lazyAfterFirstView } from "~/components/ui/lazy";
import { PageStructuredData } from "~/components/ui/json-ld";
import { useImagesNearScreen } from "~/components/ui/use-near-screen";
import { type ServerTranslate, translatorFor } from "~/server-lib/i18n.server";
import { isMobileRequest } from "~/lib/device";
import { DEFAULT_HOME_LAYOUT } from "~/lib/home-layout";
import { FIRST_SCREEN_IMAGES } from "~/lib/images";
import { type FirstScreenImage, imagePreloadLinks, rootMatchData, routeMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { toSiteSettings } from "~/lib/site";
import { itemListLd, organizationLd, webSiteLd } from "~/lib/structured-data";
import { getAmazingProducts, getLayout, getList, getVipHomeCategory } from "~/shop/api/catalogue.server";
import { optional, type ShopContext } from "~/shop/request/client.server";
import { getSiteConfig } from "~/shop/api/configs.server";
import { nothingToShow } from "~/shop/request/errors.server";
import { inlineFirstScreenPictures } from "~/shop/page-data/images.server";
import { provideStructuredData } from "~/shop/page-data/structured-data.server";
import { publicOrigin } from "~/shop/request/origin.server";

export const handle: ShellHandle = { sharedContent: "everyone", homeHeader: true, footerMobileBlock: true, footerHeadingIsH1: true };


const sectionName = (section: LayoutSection) => (section.kind === "list" ? section.list_key : section.kind);

/** One home section's data, from the list its layout entry names (null when there is nothing to show). */
async function loadSection(ctx: ShopContext, section: LayoutSection, config: Partial<SiteConfig>, t: ServerTranslate) {
  if (section.kind === "amazing-products") {
    const amazing = await getAmazingProducts(ctx);
    return { kind: "amazing", title: section.title ?? amazing.title ?? t("home.amazingTitle"), products: amazing.products } as const;
  }
  if (section.kind === "vip-category") {
    const vip = await getVipHomeCategory(ctx);
    const title = section.title ?? t("home.vipTitle", { category: vip.category.name });
    return { kind: "vip", title, href: `/${vip.category.slug}`, products: vip.products } as const;
  }
  const listId = config[section.list_key];
  const list = typeof listId === "number" && listId > 0 ? await getList(ctx, listId) : null;
  if (!list || list.items.length === 0) return null;
  const title = section.title ?? list.title;
  switch (list.type) {
    case "banner":
      return { kind: "banners", title: title ?? t("home.bannersTitle"), slides: list.items } as const;
    case "slider":
      return { kind: "sliders", title: title ?? t("home.slidersTitle"), slides: list.items } as const;
    case "category":
      return { kind: "categories", title: title ?? t("home.categoriesTitle"), categories: list.items } as const;
    case "brand":
      return { kind: "brands", title: title ?? t("home.brandsTitle"), brands: list.items } as const;
    case "video":
      return { kind: "videos", title: title ?? t("home.videosTitle"), videos: list.items } as const;
    case "product":
      return { kind: "bestselling", title: title ?? t("home.bestsellingTitle"), products: list.items } as const;
    case "blog":
      return { kind: "blog", title: title ?? t("home.blogTitle"), posts: list.items } as const;
  }
}

/**
 * The home page: the sections of `GET /layouts` (mobile or desktop order), each filled from the
 * list whose id the site configs give. Settings, layout and lists are shared and cached, so a warm
 * view asks the Shop API for nothing but the visitor's cart.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const device = isMobileRequest(args.request.headers) ? "mobile" : "desktop";
  const [config, layout, t] = await Promise.all([
    getSiteConfig(ctx),
    // Optional, as each section is (issue 22): without the layout, the built-in order.
    optional(ctx, "GET /layouts", () => getLayout(ctx, "home", device), null),
    translatorFor(ctx.locale),
  ]);
  const loaded = await Promise.all(
    (layout?.sections ?? DEFAULT_HOME_LAYOUT).map((section) => optional(ctx, `home section ${sectionName(section)}`, () => loadSection(ctx, section, config, t), null)),
  );
  const sections = loaded.filter((section) => section !== null);
  // Nothing at all to show because the Shop API failed: the page is its themed error, not an empty one.
  const failure = ctx.failures[0];
  if (sections.length === 0 && failure) throw nothingToShow(failure);
  const hero = sections[0]?.kind === "banners" ? sections[0].slides[0] : undefined;
  // The largest paint of the first screen comes inline with the HTML (shop/page-data/images.server.ts).
  const phone = device === "mobile" && hero?.image_mobile;
  const heroInline = hero ? await inlineFirstScreenPictures(args, [phone ? { src: hero.image_mobile!, shown: "heroPhone" } : { src: hero.image, shown: "heroDesktop" }]) : false;
  // Structured data is made here, so that its code stays on the server.
  const site = toSiteSettings(config, ctx.locale, t("shop.fallbackName"));
  const origin = publicOrigin(args.request);
  const bestselling = sections.find((section) => section.kind === "bestselling");
  provideStructuredData(args, [
    organizationLd(site, origin, ctx.locale),
    webSiteLd(site, origin, ctx.locale),
    ...(bestselling ? [itemListLd(bestselling.title, bestselling.products, origin, ctx.locale)] : []),
  ]);
  return { sections, heroInline };
}

/** The first banner is asked for from the head, the phone's picture or the desktop's. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const first = loaderData?.sections[0];
  const hero = first?.kind === "banners" ? first.slides[0] : undefined;
  if (!hero) return routeMeta(matches, []);
  const images: FirstScreenImage[] = hero.image_mobile
    ? [
        { src: hero.image_mobile, ...FIRST_SCREEN_IMAGES.heroPhone },
        { src: hero.image, ...FIRST_SCREEN_IMAGES.heroDesktop },
      ]
    : [{ src: hero.image, displayWidth: FIRST_SCREEN_IMAGES.heroDesktop.displayWidth, sizes: FIRST_SCREEN_IMAGES.heroDesktop.sizes }];
  return routeMeta(matches, imagePreloadLinks(images, rootMatchData(matches).lite, loaderData?.heroInline));
};

/**
 * The sections' code (the carousels, cards and their links) is fetched after the first view: until
 * then they are the server's HTML, links that work as they are (decision 47). Equal sections given
 * again (a revalidation) do not render them before their code has arrived.
 */
const HomeSections = lazyAfterFirstView(() => import("~/components/catalogue/home-sections-list.lazy").then((module) => module.HomeSections));

/** The home page (route name home-page, docs/shop/02-pages.md §2.9). */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  useImagesNearScreen(sections);
  return (
    <div className="container-shop flex flex-col gap-8 py-4 md:gap-12 md:py-6">
      <HomeSections sections={sections} />
      <PageStructuredData />
    </div>
  );
}
